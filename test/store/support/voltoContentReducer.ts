// Volto's content reducer as far as the settings depend on it (`reducers/content/content.js` of Volto 18): the
// page's content lands in `content.data` (a new object, `items[].url` added), a subrequest's elsewhere, and a
// failed page load leaves `data: null`. Tests mount it next to ours, as Volto's store does.

export interface VoltoContentState {
  data: Record<string, unknown> | null;
}

export function voltoContentReducer(
  state: VoltoContentState = { data: null },
  action: { type: string; subrequest?: unknown; result?: unknown },
): VoltoContentState {
  if (action.subrequest) return state;
  if (action.type === 'GET_CONTENT_FAIL') return { data: null };
  if (action.type !== 'GET_CONTENT_SUCCESS') return state;
  const result = action.result as Record<string, unknown> | null | undefined;
  const items = result && Array.isArray(result.items) ? result.items : undefined;
  return {
    data: {
      ...result,
      items: items?.map((item: Record<string, unknown>) => ({ ...item, url: item['@id'] })),
    },
  };
}
