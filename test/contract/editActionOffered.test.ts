// Whether a signed-in user may edit an object, read from its content GET with the actions expanded, as the mock
// backend serves it (Plone's `edit` action, which a lock held by someone else withholds; backend/FINDINGS.md on
// `@actions`). The control panel and the demo's pages both read it with `editActionOffered`.
import { editActionOffered } from '../../src/contract';
import { useMockBackend } from '../support/mockBackend';

const backend = useMockBackend();

describe('the edit action a content GET offers', () => {
  it('is offered to the site’s manager', async () => {
    const { content } = await backend.admin.getContent('/about', { query: { expand: 'actions' } });
    expect(editActionOffered(content)).toBe(true);
  });

  it('is not offered to a visitor, whose expanded actions name only View', async () => {
    const { content } = await backend.anonymous.getContent('/about', { query: { expand: 'actions' } });
    expect(editActionOffered(content)).toBe(false);
  });

  it('is unknown when the actions were not expanded', async () => {
    const { content } = await backend.admin.getContent('/about');
    expect(editActionOffered(content)).toBeNull();
  });
});
