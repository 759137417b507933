// The `socialMedia` Redux Toolkit slice, for plain React apps: its own actions, the thunks' results, and Volto's
// main-content loads, all through the case reducers of `socialMediaCases.ts`. Volto mounts the same cases without
// Redux Toolkit (`createSocialMediaReducer`), because `createSlice` would weigh on every page's first load.
import { createSlice } from '@reduxjs/toolkit';
import * as cases from './socialMediaCases';
import type { SocialMediaSliceOptions } from './socialMediaCases';
import { createInitialSocialMediaState, SOCIAL_MEDIA_STATE_KEY } from './state';
import { loadContent, loadSettings, saveSettings } from './thunks';
import { isMainContentLoaded } from './voltoContent';

export type { SocialMediaSliceOptions } from './socialMediaCases';

/** Makes the slice for one settings behavior name (the vendor prefix differs between backends). */
export function createSocialMediaSlice(options: SocialMediaSliceOptions = {}) {
  return createSlice({
    name: SOCIAL_MEDIA_STATE_KEY,
    initialState: createInitialSocialMediaState,
    reducers: {
      settingsResolved: cases.settingsResolved,
      saveStatusCleared: cases.saveStatusCleared,
    },
    extraReducers: (builder) => {
      builder
        .addCase(loadContent.pending, cases.loadPending)
        .addCase(loadContent.fulfilled, cases.loadContentFulfilled)
        .addCase(loadContent.rejected, cases.loadRejected)
        .addCase(loadSettings.pending, cases.loadPending)
        .addCase(loadSettings.fulfilled, cases.loadSettingsFulfilled)
        .addCase(loadSettings.rejected, cases.loadRejected)
        .addCase(saveSettings.pending, cases.savePending)
        .addCase(saveSettings.fulfilled, cases.saveSettingsFulfilled)
        .addCase(saveSettings.rejected, cases.saveRejected)
        .addMatcher(isMainContentLoaded, cases.mainContentLoaded(options.settingsBehavior));
    },
  });
}

/** The slice for the default behavior name `example.socialmedia.settings`. */
export const socialMediaSlice = /* @__PURE__ */ createSocialMediaSlice();

/** The reducer of {@link socialMediaSlice}; install it under the `socialMedia` key. */
export const socialMediaReducer = socialMediaSlice.reducer;

/**
 * The slice's actions: `settingsResolved(resolved | null)` stores settings resolved elsewhere (e.g. from a content
 * object the app already has; `null` = none); `saveStatusCleared()` forgets the last save's outcome.
 */
export const { settingsResolved, saveStatusCleared } = socialMediaSlice.actions;
