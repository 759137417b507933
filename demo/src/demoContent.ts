// Where things are in the mock's demo content (src/mock/fixtures/demoSite.ts), for the people listing. The
// navigation is the backend's (see navigation.tsx).
import type { SearchQuery } from '@example/volto-socialmedia/client';

/** The folder whose pages are the people. */
export const PEOPLE_FOLDER = '/team';

/** The `@search` (on the people folder) that lists the people; each summary carries `social_links`. */
export const PEOPLE_SEARCH: SearchQuery = {
  portal_type: 'Document',
  'path.depth': 1,
  sort_on: 'sortable_title',
};
