// Content GET results shaped exactly as plone.restapi serves them with the `inherit` expansion
// (reference: plone-contract.md §1), for the reducer tests that do not go through the mock backend.
import type { ContentResponse, SocialLink } from '../../../src/contract/types';
import { facebookLink, xLink } from '../../support/referenceLinks';

export const SETTINGS_BEHAVIOR = 'example.socialmedia.settings';

export const siteLinks: SocialLink[] = [xLink, facebookLink];

/** A content GET of `/news` whose settings come from the site root, under `behavior`. */
export function contentWithSettings(
  behavior: string = SETTINGS_BEHAVIOR,
  data: unknown = defaultData(),
): ContentResponse {
  return {
    '@id': 'http://localhost:8080/Plone/news',
    '@type': 'Folder',
    '@components': {
      actions: { '@id': 'http://localhost:8080/Plone/news/@actions' },
      breadcrumbs: { '@id': 'http://localhost:8080/Plone/news/@breadcrumbs' },
      inherit: {
        '@id': `http://localhost:8080/Plone/news/@inherit?expand.inherit.behaviors=${behavior}`,
        [behavior]: { from: { '@id': 'http://localhost:8080/Plone', title: 'My site' }, data } as never,
      },
    },
    id: 'news',
    UID: 'a3f0c1d2e4b5a6c7d8e9f0a1b2c3d4e5',
    title: 'News',
    description: '',
    review_state: 'published',
    is_folderish: true,
    parent: { '@id': 'http://localhost:8080/Plone', title: 'My site' },
    items: [],
    items_total: 0,
  };
}

/** A content GET whose `@components.inherit` has only its `@id`: no object provides the settings. */
export function contentWithoutSettings(): ContentResponse {
  const content = contentWithSettings();
  content['@components'].inherit = {
    '@id': `http://localhost:8080/Plone/news/@inherit?expand.inherit.behaviors=${SETTINGS_BEHAVIOR}`,
  };
  return content;
}

export function defaultData() {
  return {
    share_social_data: true,
    facebook_app_id: '1234567890',
    facebook_username: 'PloneBr',
    x_username: 'ploneorgbr',
    social_links: structuredClone(siteLinks),
  };
}

/** Volto's success action for a content GET (`subrequest` set for teasers, listings' pages, ...). */
export function contentLoaded(result: unknown, subrequest: string | null = null) {
  return { type: 'GET_CONTENT_SUCCESS', subrequest, result };
}
