// A plain React app (the Redux Toolkit slice) and a Volto site (the reducer without Redux Toolkit) go through the
// same actions and must hold equal states after every one of them; together the sequences reach every case.
import fc from 'fast-check';
import type { SocialMediaClient } from '../../src/client';
import { settingsFromContent } from '../../src/core';
import {
  createSocialMediaReducer,
  createSocialMediaSlice,
  loadContent,
  loadSettings,
  saveSettings,
  saveStatusCleared,
  settingsResolved,
  NAV_ROOT_SETTINGS,
} from '../../src/store';
import * as requestCases from '../../src/store/requestCases';
import * as pageCases from '../../src/store/socialMediaCases';
import type { SocialMediaSliceOptions, SocialMediaState } from '../../src/store';
import { githubLink } from '../support/referenceLinks';
import {
  contentLoaded,
  contentWithSettings,
  contentWithoutSettings,
  defaultData,
  SETTINGS_BEHAVIOR,
} from './support/payloads';

const SITE = 'http://localhost:8080/Plone';
const client = {} as SocialMediaClient;
const page = { client, path: '/news' };
const site = (patch: Parameters<typeof saveSettings>[0]['patch'] = { share_social_data: false }) => ({
  client,
  path: '',
  patch,
});

const content = contentWithSettings();
const resolved = settingsFromContent(content, SETTINGS_BEHAVIOR)!;
const otherSource = settingsFromContent(
  contentWithSettings(SETTINGS_BEHAVIOR, { ...defaultData(), social_links: [githubLink] }),
  SETTINGS_BEHAVIOR,
)!;
const notFound = { message: 'Not Found', status: 404, type: 'NotFound' };
const unauthorized = { message: 'You are not authorized', status: 401, type: 'Unauthorized' };
const cancelled = { message: 'The request was aborted', status: null, type: 'RequestAbortedError' };
const abortError = Object.assign(new Error('Aborted'), { name: 'AbortError' });

function contentWithInheritEntry(entry: unknown) {
  const result = contentWithSettings();
  (result['@components'].inherit as Record<string, unknown>)[SETTINGS_BEHAVIOR] = entry;
  return result;
}

const sequences: Array<[string, Array<{ type: string; [field: string]: unknown }>]> = [
  [
    'an app loads pages and an earlier answer arrives after a later one',
    [
      loadContent.pending('a', page),
      loadContent.pending('b', page),
      loadContent.fulfilled({ content, settings: otherSource }, 'b', page),
      loadContent.fulfilled({ content, settings: resolved }, 'a', page),
      loadContent.rejected(null, 'a', page, notFound),
      loadContent.pending('c', page),
      loadContent.fulfilled({ content: contentWithoutSettings(), settings: null }, 'c', page),
    ],
  ],
  [
    'loads fail, are cancelled, or find no settings',
    [
      loadSettings.pending('d', page),
      loadSettings.rejected(null, 'd', page, notFound),
      loadSettings.pending('e', page),
      loadSettings.rejected(abortError, 'e', page),
      loadSettings.pending('f', page),
      loadSettings.rejected(null, 'f', page, cancelled),
      loadSettings.pending('g', page),
      loadSettings.rejected(new TypeError('fetch failed'), 'g', page),
      loadSettings.pending('h', page),
      loadSettings.fulfilled(resolved, 'h', page),
      loadSettings.pending('i', page),
      loadSettings.fulfilled(null, 'i', page),
      loadSettings.fulfilled(resolved, 'h', page),
    ],
  ],
  [
    'an editor saves, fails, dismisses the message, and saves again',
    [
      settingsResolved(resolved),
      saveSettings.pending('s1', site()),
      saveSettings.rejected(null, 's1', site(), unauthorized),
      saveStatusCleared(),
      saveSettings.pending('s2', site()),
      saveSettings.pending('s3', site({ facebook_app_id: '42', social_links: [githubLink] })),
      saveSettings.fulfilled({ resolved: otherSource, refreshed: true, error: null }, 's2', site()),
      saveSettings.fulfilled(
        { resolved: null, refreshed: false, error: { message: 'fetch failed', status: null, type: 'TypeError' } },
        's3',
        site({ facebook_app_id: '42', social_links: [githubLink] }),
      ),
      saveSettings.pending('s4', site()),
      saveSettings.fulfilled({ resolved: otherSource, refreshed: true, error: null }, 's4', site()),
      saveSettings.rejected(null, 's4', site(), unauthorized),
      saveSettings.pending('s5', site()),
      saveSettings.rejected(abortError, 's5', site()),
      saveSettings.pending('s6', site()),
      saveSettings.rejected(new Error('boom'), 's6', site()),
      settingsResolved(null),
    ],
  ],
  [
    'Volto loads pages, teasers and malformed payloads',
    [
      contentLoaded(contentWithSettings()),
      contentLoaded(contentWithoutSettings(), 'teaser-block-1'),
      contentLoaded(contentWithoutSettings()),
      contentLoaded(contentWithSettings(SETTINGS_BEHAVIOR, { ...defaultData(), social_links: 'https://x.com/plone' })),
      contentLoaded(contentWithSettings(SETTINGS_BEHAVIOR, { ...defaultData(), share_social_data: 'yes' })),
      contentLoaded(contentWithSettings(SETTINGS_BEHAVIOR, null)),
      contentLoaded(contentWithInheritEntry('oops')),
      contentLoaded(contentWithSettings('plonegovbr.socialmedia.settings')),
      contentLoaded(null),
      contentLoaded('text'),
      contentLoaded([]),
      contentLoaded({ '@components': 'nope' }),
      contentLoaded({ '@components': { inherit: [] } }),
      { type: 'GET_CONTENT_SUCCESS' },
    ],
  ],
  [
    'Volto loads its page while the app’s own load is under way',
    [
      loadContent.pending('v1', page),
      contentLoaded(contentWithSettings()),
      loadContent.fulfilled({ content, settings: otherSource }, 'v1', page),
      contentLoaded(contentWithSettings('plonegovbr.socialmedia.settings'), 'listing-page-2'),
    ],
  ],
  [
    'pages lack their settings and Volto fetches their navigation roots’ (answered, refused, or malformed)',
    [
      { type: `${NAV_ROOT_SETTINGS}_PENDING`, navRoot: SITE },
      { type: `${NAV_ROOT_SETTINGS}_PENDING`, navRoot: SITE },
      { type: `${NAV_ROOT_SETTINGS}_SUCCESS`, navRoot: SITE, result: contentWithSettings()['@components'].inherit },
      { type: `${NAV_ROOT_SETTINGS}_PENDING`, navRoot: `${SITE}/community` },
      { type: `${NAV_ROOT_SETTINGS}_FAIL`, navRoot: `${SITE}/community`, error: { status: 401 } },
      { type: `${NAV_ROOT_SETTINGS}_SUCCESS`, navRoot: `${SITE}/empty`, result: { '@id': `${SITE}/empty/@inherit` } },
      { type: `${NAV_ROOT_SETTINGS}_SUCCESS`, navRoot: `${SITE}/odd`, result: 'oops' },
      { type: `${NAV_ROOT_SETTINGS}_SUCCESS`, navRoot: 42, result: contentWithSettings()['@components'].inherit },
      { type: `${NAV_ROOT_SETTINGS}_PENDING` },
      contentLoaded(contentWithoutSettings()),
    ],
  ],
  [
    'other parts of the app dispatch their own actions',
    [
      { type: 'GET_CONTENT_PENDING' },
      { type: 'socialMedia/somethingElse' },
      settingsResolved(resolved),
      { type: 'GET_CONTENT_FAIL' },
      { type: 'socialMedia/loadContent' },
    ],
  ],
];

const optionSets: Array<[string, SocialMediaSliceOptions]> = [
  ['the default behavior name', {}],
  ['the reference backend’s behavior name', { settingsBehavior: 'plonegovbr.socialmedia.settings' }],
  [
    'a behavior-name function that throws',
    {
      settingsBehavior: () => {
        throw new Error('no config yet');
      },
    },
  ],
];

describe.each(optionSets)('with %s', (_, options) => {
  const all = sequences.flatMap(([, actions]) => actions);

  it.each([
    ...sequences,
    ['all of the above, one after the other', all] as [string, Array<{ type: string; [field: string]: unknown }>],
  ])('a plain React app and a Volto site hold equal settings and statuses when %s', (__, actions) => {
    const sliceReducer = createSocialMediaSlice(options).reducer;
    const voltoReducer = createSocialMediaReducer(options);
    let fromSlice: SocialMediaState = sliceReducer(undefined, { type: '@@redux/INIT' });
    let fromVolto: SocialMediaState = voltoReducer(undefined, { type: '@@redux/INIT' });
    expect(fromVolto).toStrictEqual(fromSlice);

    let changes = 0;
    for (const [step, action] of actions.entries()) {
      const nextFromSlice = sliceReducer(fromSlice, action);
      const nextFromVolto = voltoReducer(fromVolto, action);
      expect({ step, type: action.type, state: nextFromVolto }).toStrictEqual({
        step,
        type: action.type,
        state: nextFromSlice,
      });
      // Both keep the very same object for an action that changes nothing, so selectors do not re-run.
      expect({ step, unchanged: nextFromVolto === fromVolto }).toEqual({
        step,
        unchanged: nextFromSlice === fromSlice,
      });
      if (nextFromSlice !== fromSlice) changes += 1;
      fromSlice = nextFromSlice;
      fromVolto = nextFromVolto;
    }
    expect(changes).toBeGreaterThan(0);
  });
});

describe('the sequences above', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reach every case reducer, through both the Redux Toolkit slice and the reducer Volto mounts', () => {
    const modules = [pageCases, requestCases] as unknown as Array<Record<string, unknown>>;
    const names = modules.flatMap((cases) =>
      Object.keys(cases)
        .filter((name) => name !== 'changed' && typeof cases[name] === 'function')
        .map((name) => [cases, name] as const),
    );
    expect(names.length).toBe(11);
    for (const make of [() => createSocialMediaSlice().reducer, () => createSocialMediaReducer()]) {
      const spies = names.map(([cases, name]) => [name, vi.spyOn(cases as never, name as never)] as const);
      const reducer = make();
      let state = reducer(undefined, { type: '@@redux/INIT' });
      for (const [, actions] of sequences) for (const action of actions) state = reducer(state, action);
      expect(spies.filter(([, spy]) => spy.mock.calls.length === 0).map(([name]) => name)).toEqual([]);
      vi.restoreAllMocks();
    }
  });
});

describe('any order of the actions above', () => {
  const pool = sequences.flatMap(([, actions]) => actions);

  it('leaves a plain React app and a Volto site with equal states, each step', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pool), { maxLength: 40 }), (actions) => {
        const sliceReducer = createSocialMediaSlice().reducer;
        const voltoReducer = createSocialMediaReducer();
        let fromSlice: SocialMediaState = sliceReducer(undefined, { type: '@@redux/INIT' });
        let fromVolto: SocialMediaState = voltoReducer(undefined, { type: '@@redux/INIT' });
        for (const action of actions) {
          const nextFromSlice = sliceReducer(fromSlice, action);
          const nextFromVolto = voltoReducer(fromVolto, action);
          expect(nextFromVolto).toStrictEqual(nextFromSlice);
          expect(nextFromVolto === fromVolto).toBe(nextFromSlice === fromSlice);
          fromSlice = nextFromSlice;
          fromVolto = nextFromVolto;
        }
      }),
      { numRuns: 200 },
    );
  });
});
