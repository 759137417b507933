// Volto's content reducer as far as the settings depend on it (`reducers/content/content.js` of Volto 18): the
// page's content lands in `content.data` (a new object, `items[].url` added), a subrequest's elsewhere, a
// failed page load leaves `data: null`, and a save of the edit form that ended well is a new `update` object,
// `loaded`. Tests mount it next to ours, as Volto's store does.

export interface VoltoContentState {
  data: Record<string, unknown> | null;
  update?: { loading: boolean; loaded: boolean; error: unknown };
}

export function voltoContentReducer(
  state: VoltoContentState = { data: null },
  action: { type: string; subrequest?: unknown; result?: unknown },
): VoltoContentState {
  if (action.subrequest) return state;
  if (action.type === 'GET_CONTENT_FAIL') return { ...state, data: null };
  if (action.type === 'UPDATE_CONTENT_SUCCESS')
    return { ...state, update: { loading: false, loaded: true, error: null } };
  if (action.type !== 'GET_CONTENT_SUCCESS') return state;
  const result = action.result as Record<string, unknown> | null | undefined;
  const items = result && Array.isArray(result.items) ? result.items : undefined;
  return {
    ...state,
    data: {
      ...result,
      items: items?.map((item: Record<string, unknown>) => ({ ...item, url: item['@id'] })),
    },
  };
}
