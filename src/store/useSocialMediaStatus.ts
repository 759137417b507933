// The status of the settings' last load and last save, for an app's own notices. A module of its own: the
// visitor's components read the settings through ./hooks, and Volto's first load need not carry this one.
import { shallowEqual, useSelector } from 'react-redux';
import { selectLoadStatus, selectSaveStatus } from './selectors';
import type { RequestState, SocialMediaRootState } from './state';

export interface SocialMediaStatus {
  load: RequestState;
  save: RequestState;
}

/**
 * The status of the last load and the last save: the same object while neither changed, so that an effect or a memo
 * over it runs once per change, not on every render.
 */
export function useSocialMediaStatus(): SocialMediaStatus {
  return useSelector(
    (state: SocialMediaRootState) => ({ load: selectLoadStatus(state), save: selectSaveStatus(state) }),
    shallowEqual,
  );
}
