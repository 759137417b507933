// Where things are in the mock's demo content (src/mock/fixtures/demoSite.ts), for the navigation and
// the people listing. Content titles are the backend's and stay untranslated.
import type { MessageDescriptor } from 'react-intl';
import type { SearchQuery } from '@example/volto-socialmedia/client';
import { messages } from './messages';
import type { Route } from './router';

export interface NavigationItem {
  key: string;
  route: Route;
  /** A demo message, or the content's own title. */
  label?: MessageDescriptor;
  title?: string;
}

export const DEMO_NAVIGATION: NavigationItem[] = [
  { key: 'home', route: { name: 'content', path: '' }, label: messages.home },
  { key: 'community', route: { name: 'content', path: '/community' }, title: 'Community' },
  { key: 'team', route: { name: 'content', path: '/team' }, title: 'Team' },
  { key: 'people', route: { name: 'people' }, label: messages.people },
  { key: 'internal', route: { name: 'content', path: '/internal' }, title: 'Internal' },
  { key: 'private', route: { name: 'content', path: '/private-page' }, title: 'Private page' },
];

/** The folder whose pages are the people. */
export const PEOPLE_FOLDER = '/team';

/** The `@search` (on the people folder) that lists the people; each summary carries `social_links`. */
export const PEOPLE_SEARCH: SearchQuery = {
  portal_type: 'Document',
  'path.depth': 1,
  sort_on: 'sortable_title',
};
