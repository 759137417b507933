// A store shaped as Volto's, as far as the settings go: Volto's content reducer next to ours, combined as Volto
// combines its reducers with `config.addonReducers`.
import { combineReducers, createStore } from 'redux';
import type { Reducer } from 'redux';
import { socialMediaReducer } from '../../../src/store';
import type { SocialMediaRootState, SocialMediaState } from '../../../src/store';
import { voltoContentReducer } from './voltoContentReducer';
import type { VoltoContentState } from './voltoContentReducer';

export type VoltoLikeState = SocialMediaRootState & { content: VoltoContentState };

/** Volto's store with `reducer` (the slice's by default) under `socialMedia`. */
export function voltoLikeStore(
  reducer: (state: SocialMediaState | undefined, action: never) => SocialMediaState = socialMediaReducer,
) {
  const store = createStore(
    combineReducers({ content: voltoContentReducer, socialMedia: reducer as unknown as Reducer<SocialMediaState> }),
  );
  return store as unknown as {
    getState(): VoltoLikeState;
    dispatch<Action extends { type: string }>(action: Action): Action;
    subscribe(listener: () => void): () => void;
  };
}

/** Applies `action` to a Volto-like root state, with `reducer` under `socialMedia`. */
export function nextVoltoState(
  reducer: (state: SocialMediaState | undefined, action: never) => SocialMediaState,
  state: VoltoLikeState | undefined,
  action: unknown,
): VoltoLikeState {
  return {
    content: voltoContentReducer(state?.content, action as { type: string }),
    socialMedia: reducer(state?.socialMedia, action as never),
  };
}
