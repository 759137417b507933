// React hooks over the selectors, for components inside a react-redux Provider (Volto's or an app's own).
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { InheritSource, SocialLink, SocialMediaSettings } from '../contract/types';
import { selectSettingsSource, selectSiteSocialLinks, selectSocialMediaSettings } from './selectors';
import type { SocialMediaRootState } from './state';

/** A dispatch that accepts the thunks (Volto's store and `configureStore` both do). */
export type SocialMediaDispatch = ThunkDispatch<SocialMediaRootState, unknown, UnknownAction>;

/** `useDispatch` typed for the thunks. */
export function useSocialMediaDispatch(): SocialMediaDispatch {
  return useDispatch<SocialMediaDispatch>();
}

/** The settings that apply to the current page. */
export function useSocialMediaSettings(): SocialMediaSettings {
  return useSelector(selectSocialMediaSettings);
}

/** The site's links, in the stored order. */
export function useSiteSocialLinks(): SocialLink[] {
  return useSelector(selectSiteSocialLinks);
}

/** The object the settings came from, or `null`. */
export function useSettingsSource(): InheritSource | null {
  return useSelector(selectSettingsSource);
}
