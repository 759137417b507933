// Which fields `metadata_fields` adds to catalog summaries: plone.restapi 10 takes only the catalog's columns and
// getPath / getURL, and leaves any other name out, a behavior field's included (it is not read from the object).
import { describe, expect, test } from 'vitest';
import { useMockBackend } from '../../support/mockBackend';

const backend = useMockBackend();

async function communitySummary(query: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${backend.baseUrl}/@search?portal_type=Folder&${query}`, {
    headers: { Accept: 'application/json' },
  });
  const { items } = (await response.json()) as { items: Array<Record<string, unknown>> };
  return items.find((item) => String(item['@id']).endsWith('/community'))!;
}

describe('metadata_fields', () => {
  test('a behavior field that is no catalog column is left out of the summary', async () => {
    const summary = await communitySummary('metadata_fields=facebook_app_id&metadata_fields=share_social_data');
    expect(summary).not.toHaveProperty('facebook_app_id');
    expect(summary).not.toHaveProperty('share_social_data');
    expect(summary).toHaveProperty('social_links');
  });

  test('a column and getPath requested next to an unknown name are added', async () => {
    const summary = await communitySummary('metadata_fields=UID&metadata_fields=getPath&metadata_fields=x_username');
    expect(summary).toMatchObject({ getPath: '/Plone/community' });
    expect(typeof summary.UID).toBe('string');
    expect(summary).not.toHaveProperty('x_username');
  });

  test('_all adds every column and nothing else', async () => {
    const summary = await communitySummary('metadata_fields=_all&metadata_fields=facebook_app_id');
    expect(summary).toHaveProperty('exclude_from_nav', false);
    expect(summary).not.toHaveProperty('facebook_app_id');
  });
});
