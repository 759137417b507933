// The demo's Redux store: nothing but the add-on's `socialMedia` slice, as a site without Volto would set it up.
import { configureStore } from '@reduxjs/toolkit';
import { SOCIAL_MEDIA_STATE_KEY, socialMediaReducer } from '@example/volto-socialmedia/store';

/** Makes the store (one per page load). */
export function createDemoStore() {
  return configureStore({ reducer: { [SOCIAL_MEDIA_STATE_KEY]: socialMediaReducer } });
}

export type DemoStore = ReturnType<typeof createDemoStore>;
