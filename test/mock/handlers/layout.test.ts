// The layout Volto's Display menu sends in a PATCH: stored as given (CMFDynamicViewFTI does not check it against the
// type's views) and served back as `layout`, without touching the modified date or the versions; an empty or
// non-string layout is setLayout's ValueError, which the PATCH service does not catch (a 500, nothing stored).
import { describe, expect, test } from 'vitest';
import { useMockBackend } from '../../support/mockBackend';
import { adminRequests } from './adminRequests';

const backend = useMockBackend();
const { patch, read } = adminRequests(backend);

describe('PATCH of the layout', () => {
  test('the layout sent is what the next GET shows, even one the type does not offer', async () => {
    expect((await read('/community')).layout).toBe('listing_view');
    expect((await patch('/community', { layout: 'summary_view' })).status).toBe(204);
    expect((await read('/community')).layout).toBe('summary_view');
    expect((await patch('/community', { layout: 'no_such_view' })).status).toBe(204);
    expect((await read('/community')).layout).toBe('no_such_view');
  });

  test('a layout alone changes no field: the modified date and the versions stay', async () => {
    const before = await read('/about');
    expect((await patch('/about', { layout: 'summary_view' })).status).toBe(204);
    const after = await read('/about');
    expect(after).toMatchObject({ layout: 'summary_view', modified: before.modified });
    const history = (await read('/about/@history')) as unknown as Array<{ type: string }>;
    expect(history.filter((entry) => entry.type === 'versioning')).toHaveLength(1);
  });

  test.each([
    ['', "layout must be a non empty string, got (<class 'str'>)"],
    [null, "layout must be a non empty string, got None(<class 'NoneType'>)"],
    [5, "layout must be a non empty string, got 5(<class 'int'>)"],
    [['x'], "layout must be a non empty string, got ['x'](<class 'list'>)"],
  ])('the layout %j is a 500 ValueError, and the fields sent with it are not stored', async (layout, message) => {
    const result = await patch('/community', { title: 'Renamed', layout });
    expect(result.status).toBe(500);
    expect(result.body).toMatchObject({ type: 'ValueError', message });
    expect(await read('/community')).toMatchObject({ title: 'Community', layout: 'listing_view' });
  });

  test('a field that fails validation is the 400, checked before the layout', async () => {
    const result = await patch('/community', { title: null, layout: '' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ type: 'BadRequest' });
  });
});
