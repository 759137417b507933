// Link items the backend stored unchecked may hold JSON nested far deeper than any stack: neither reducer may
// throw on it (a throw breaks Volto's server-side render), and the state they keep stays plain, shallow JSON.
import { createSocialMediaReducer, selectSiteSocialLinks, settingsResolved, socialMediaReducer } from '../../src/store';
import { nextVoltoState } from './support/voltoStore';
import type { VoltoLikeState } from './support/voltoStore';
import { xLink } from '../support/referenceLinks';
import { contentLoaded, contentWithSettings, defaultData } from './support/payloads';

function nested(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = { a: [value] };
  return value;
}

const deep = nested(100_000);
const withDeepLink = contentWithSettings(undefined, {
  ...defaultData(),
  social_links: [
    { ...xLink, deep, href: [{ '@id': 'https://x.com/deep', deep }] },
    { id: 'x', title: deep, href: deep },
  ],
});

const reducers: Array<[string, () => (action: unknown) => VoltoLikeState]> = [
  [
    'the Volto reducer',
    () => {
      const reducer = createSocialMediaReducer();
      let state = nextVoltoState(reducer, undefined, { type: '@@INIT' });
      return (action) => (state = nextVoltoState(reducer, state, action));
    },
  ],
  [
    // The reducer itself: in development, configureStore's own checks walk every action, deep or not.
    'the Redux Toolkit slice',
    () => {
      let state = nextVoltoState(socialMediaReducer, undefined, { type: '@@INIT' });
      return (action) => (state = nextVoltoState(socialMediaReducer, state, action));
    },
  ],
];

describe.each(reducers)('%s and deeply nested JSON', (_name, make) => {
  it('keeps the link of a content load whose link items nest 100,000 levels deep', () => {
    const dispatch = make();
    const state = dispatch(contentLoaded(withDeepLink));
    expect(selectSiteSocialLinks(state)[0]).toEqual({ ...xLink, href: [{ '@id': 'https://x.com/deep' }] });
    expect(selectSiteSocialLinks(state)[1]).toEqual({ '@id': '', id: 'x', title: '', href: [] });
    expect(() => JSON.stringify(state.socialMedia)).not.toThrow();
  });

  it.each([100_000, 3_000])('ignores settings resolved elsewhere that nest %i levels deep', (levels) => {
    const dispatch = make();
    const before = dispatch(contentLoaded(contentWithSettings()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const after = dispatch(
      settingsResolved({ from: nested(levels), settings: nested(levels), problems: [nested(levels)] } as never),
    );
    warn.mockRestore();
    expect(() => JSON.stringify(after.socialMedia)).not.toThrow();
    expect(selectSiteSocialLinks(after).length).toBeLessThanOrEqual(selectSiteSocialLinks(before).length);
  });
});

describe('the Redux Toolkit slice and action types named like methods of every object', () => {
  it.each(['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__'])(
    'ignores an action typed %s',
    (type) => {
      const before = socialMediaReducer(undefined, contentLoaded(contentWithSettings()));
      const after = socialMediaReducer(before, { type });
      expect(after).toBe(before);
      expect(selectSiteSocialLinks({ socialMedia: socialMediaReducer(undefined, { type }) })).toEqual([]);
    },
  );
});
