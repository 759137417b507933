// Reading the applicable settings out of a content GET or an @inherit answer.
import { DEFAULT_SETTINGS } from '../../src/contract';
import { settingsFromContent, settingsFromInherit } from '../../src/core/settingsFromContent';
import { documentResponse, facebookLink, inheritComponent, settingsData, SITE, xLink } from '../contract/fixtures';

const SETTINGS = 'example.socialmedia.settings';

describe('settingsFromContent', () => {
  it('reads the settings and their source from @components.inherit', () => {
    expect(settingsFromContent(documentResponse(), SETTINGS)).toEqual({
      from: { '@id': SITE, title: 'My site' },
      settings: {
        share_social_data: true,
        facebook_app_id: '',
        facebook_username: 'PloneBr',
        x_username: 'ploneorgbr',
        social_links: [xLink, facebookLink],
      },
      problems: [],
    });
  });

  it('answers null when no object in the chain provides the behavior', () => {
    const content = documentResponse({
      '@components': { inherit: { '@id': `${SITE}/news/@inherit?expand.inherit.behaviors=${SETTINGS}` } },
    });
    expect(settingsFromContent(content, SETTINGS)).toBeNull();
  });

  it('answers null when the inherit component is missing', () => {
    expect(settingsFromContent(documentResponse({ '@components': { actions: { '@id': 'a' } } }), SETTINGS)).toBeNull();
    expect(settingsFromContent(documentResponse({ '@components': undefined }), SETTINGS)).toBeNull();
  });

  it('reads only the behavior name it is given (the plonegovbr prefix is another key)', () => {
    const content = documentResponse({
      '@components': { inherit: inheritComponent('/news', 'plonegovbr.socialmedia.settings') },
    });
    expect(settingsFromContent(content, SETTINGS)).toBeNull();
    expect(settingsFromContent(content, 'plonegovbr.socialmedia.settings')?.settings.x_username).toBe('ploneorgbr');
  });

  it.each([null, undefined, 'page', 3, [], { '@components': 'x' }])('never throws on %j', (content) => {
    expect(settingsFromContent(content, SETTINGS)).toBeNull();
  });
});

describe('settingsFromInherit', () => {
  it('reads the body of GET @inherit', () => {
    expect(settingsFromInherit(inheritComponent('/'), SETTINGS)?.from['@id']).toBe(SITE);
  });

  it('answers null for the empty @inherit body and for the @id key', () => {
    expect(settingsFromInherit({}, SETTINGS)).toBeNull();
    expect(settingsFromInherit(inheritComponent(), '@id')).toBeNull();
  });

  it('answers null when the entry itself is not an object', () => {
    expect(settingsFromInherit({ [SETTINGS]: 'broken' }, SETTINGS)).toBeNull();
  });

  it('repairs damaged data and a damaged source, and lists what it repaired', () => {
    const inherit = {
      [SETTINGS]: { from: 'nowhere', data: settingsData({ share_social_data: 'no', social_links: [xLink, 7] }) },
    };
    const resolved = settingsFromInherit(inherit, SETTINGS);
    expect(resolved?.from).toEqual({ '@id': '', title: '' });
    expect(resolved?.settings.share_social_data).toBe(true);
    expect(resolved?.settings.social_links).toEqual([xLink]);
    expect(resolved?.problems.map((problem) => problem.path)).toEqual([
      'from',
      'data.share_social_data',
      'data.social_links[1]',
    ]);
  });

  it('answers the defaults with a problem when data is missing from the entry', () => {
    const resolved = settingsFromInherit(
      { [SETTINGS]: { from: { '@id': SITE, title: 'My site' }, data: 'x' } },
      SETTINGS,
    );
    expect(resolved?.settings).toEqual(DEFAULT_SETTINGS);
    expect(resolved?.problems).toEqual([{ path: 'data', reason: expect.any(String) }]);
  });
});
