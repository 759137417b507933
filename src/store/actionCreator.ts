// A plain action creator in Redux Toolkit's shape (`creator(payload)`, `creator.type`, `creator.match(action)`),
// for the actions the first-load reducer owns, without bringing Redux Toolkit's module into a page's first load.

/** An action with a payload, as Redux Toolkit's `PayloadAction` (a type, not an interface, so that it is a Redux `UnknownAction`). */
export type PayloadAction<Payload> = {
  type: string;
  payload: Payload;
};

/** Makes actions of one type; `match` tells them apart from any other action. */
export interface ActionCreator<Payload> {
  (payload: Payload): PayloadAction<Payload>;
  readonly type: string;
  match(action: unknown): action is PayloadAction<Payload>;
}

/** The action creator of `type`; calling it with no argument gives `payload: undefined`, as in Redux Toolkit. */
export function createActionCreator<Payload = void>(type: string): ActionCreator<Payload> {
  const creator = (payload: Payload): PayloadAction<Payload> => ({ type, payload });
  return Object.assign(creator, {
    type,
    match: (action: unknown): action is PayloadAction<Payload> =>
      typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type,
  });
}
