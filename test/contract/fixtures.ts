// Answers shaped exactly as a Plone 6 site with the social media behaviors serves them (reference §1, §3, §4).
import type { CatalogSummary, ContentResponse } from '../../src/contract/types';
import { facebookLink, xLink } from '../support/referenceLinks';

export { facebookLink, xLink };

export const SITE = 'http://127.0.0.1:8080/Plone';

export function settingsData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    share_social_data: true,
    facebook_app_id: '',
    facebook_username: 'PloneBr',
    x_username: 'ploneorgbr',
    social_links: [xLink, facebookLink],
    ...overrides,
  };
}

export function inheritComponent(
  path = '/news',
  behavior = 'example.socialmedia.settings',
  data: unknown = settingsData(),
): Record<string, unknown> {
  return {
    '@id': `${SITE}${path}/@inherit?expand.inherit.behaviors=${behavior}`,
    [behavior]: { from: { '@id': SITE, title: 'My site' }, data },
  };
}

export function documentResponse(overrides: Record<string, unknown> = {}): ContentResponse {
  return {
    '@components': {
      actions: { '@id': `${SITE}/news/@actions` },
      breadcrumbs: { '@id': `${SITE}/news/@breadcrumbs` },
      navigation: { '@id': `${SITE}/news/@navigation` },
      inherit: inheritComponent('/news') as never,
    },
    '@id': `${SITE}/news`,
    '@type': 'Document',
    UID: '0a1b2c3d4e5f40718293a4b5c6d7e8f9',
    id: 'news',
    title: 'News',
    description: '',
    review_state: 'published',
    is_folderish: false,
    parent: { '@id': SITE, '@type': 'Plone Site', title: 'My site', description: '', type_title: 'Plone Site' },
    social_links: [xLink],
    ...overrides,
  };
}

export function summary(overrides: Partial<CatalogSummary> = {}): CatalogSummary {
  return {
    '@id': `${SITE}/profiles`,
    '@type': 'Document',
    description: 'Visit our social media profiles',
    effective: '2025-04-17T18:53:00+00:00',
    end: null,
    getObjSize: '0 KB',
    head_title: null,
    image_field: '',
    image_scales: null,
    mime_type: 'text/plain',
    nav_title: null,
    review_state: 'published',
    social_links: [xLink],
    start: null,
    title: 'Profiles',
    type_title: 'Page',
    ...overrides,
  };
}
