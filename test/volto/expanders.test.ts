// The URL Volto requests for a page, with our expander among other add-ons' ones, on Volto ≥ 18.14
// (`querystring(config, acc)`) and on older Volto (`querystring(config)`).
import applyConfig, { configureSocialMedia, inheritQuerystring } from '../../src';
import { appendBehaviors } from '../../src/core';
import { addExpandersToPath } from './support/addExpandersToPath';
import type { QuerystringSignature } from './support/addExpandersToPath';
import { createVoltoConfig } from './support/voltoConfig';

type Config = ReturnType<typeof createVoltoConfig>;
const OURS = 'example.socialmedia.settings';
const BOTH_SIGNATURES: QuerystringSignature[] = ['config-acc', 'config-only'];

const staticOther = {
  match: '',
  GET_CONTENT: ['inherit'],
  querystring: { 'expand.inherit.behaviors': 'other.behavior' },
};
/** Appends like Volto Light Theme does, with the parameter defaulted (safe on old Volto). */
const appender = (name: string) => ({
  match: '',
  GET_CONTENT: ['inherit'],
  querystring: (_config: unknown, acc: Record<string, unknown> = {}) => ({
    'expand.inherit.behaviors': appendBehaviors(acc['expand.inherit.behaviors'] as string | undefined, [name]),
  }),
});

function behaviorsIn(url: string): string[] {
  const value = new URLSearchParams(url.split('?')[1]).get('expand.inherit.behaviors');
  return value ? value.split(',') : [];
}

function request(config: Config, signature: QuerystringSignature, isAnonymous = true, path = '/some-page') {
  return addExpandersToPath(config, { path, isAnonymous, signature });
}

describe.each(BOTH_SIGNATURES)('the page request with querystring %s', (signature) => {
  it('asks for the inherit expansion and our behavior with Volto’s defaults, without types for a visitor', () => {
    const config = applyConfig(createVoltoConfig());
    expect(request(config, signature)).toBe(
      '/some-page?expand=breadcrumbs,actions,navroot,navigation,inherit' +
        `&expand.inherit.behaviors=${OURS}&expand.navigation.depth=1`,
    );
  });

  it('keeps types for a logged-in editor', () => {
    const config = applyConfig(createVoltoConfig());
    expect(request(config, signature, false)).toBe(
      '/some-page?expand=breadcrumbs,actions,types,navroot,navigation,inherit' +
        `&expand.inherit.behaviors=${OURS}&expand.navigation.depth=1`,
    );
  });

  it('keeps a static behavior another add-on registered before ours', () => {
    const config = createVoltoConfig();
    config.settings.apiExpanders.push(staticOther);
    applyConfig(config);
    const url = request(config, signature);
    expect(behaviorsIn(url)).toEqual(['other.behavior', OURS]);
    expect(
      url
        .split('expand=')[1]!
        .split('&')[0]!
        .split(',')
        .filter((name) => name === 'inherit'),
    ).toHaveLength(1);
  });

  it('keeps a behavior appended by a function registered before ours', () => {
    const config = createVoltoConfig();
    config.settings.apiExpanders.push(appender('vlt.behavior'));
    applyConfig(config);
    expect(behaviorsIn(request(config, signature))).toEqual(['vlt.behavior', OURS]);
  });

  it('does not repeat our behavior when another add-on already asked for it', () => {
    const config = createVoltoConfig();
    config.settings.apiExpanders.push({
      match: '',
      GET_CONTENT: ['inherit'],
      querystring: { 'expand.inherit.behaviors': `${OURS},other.behavior` },
    });
    applyConfig(config);
    expect(behaviorsIn(request(config, signature))).toEqual([OURS, 'other.behavior']);
  });

  it('never throws, whatever the configuration holds', () => {
    const broken = {
      settings: { apiExpanders: 'nonsense', socialMedia: { behaviorPrefix: 42, behaviors: 'x' } },
    } as never;
    expect(() => inheritQuerystring(broken)).not.toThrow();
    expect(inheritQuerystring(broken)).toEqual({ 'expand.inherit.behaviors': OURS });
    expect(inheritQuerystring({} as never, { 'expand.inherit.behaviors': ['a', 'b'] })).toEqual({
      'expand.inherit.behaviors': `a,b,${OURS}`,
    });
  });

  it('asks for the behavior name of the prefix a site configured later', () => {
    const config = applyConfig(createVoltoConfig());
    configureSocialMedia(config, { behaviorPrefix: 'plonegovbr' });
    expect(behaviorsIn(request(config, signature))).toEqual(['plonegovbr.socialmedia.settings']);
    expect(config.settings.apiExpanders).toHaveLength(3);
  });

  it('applies to every path, subrequests and listing pages included', () => {
    const config = applyConfig(createVoltoConfig());
    expect(behaviorsIn(request(config, signature, true, '/news/item?b_start=2'))).toEqual([OURS]);
  });
});

describe('the page request on Volto ≥ 18.14 (querystring(config, acc))', () => {
  it('keeps the behavior of a function-style add-on registered after ours', () => {
    const config = applyConfig(createVoltoConfig());
    config.settings.apiExpanders.push(appender('vlt.behavior'));
    expect(behaviorsIn(request(config, 'config-acc'))).toEqual([OURS, 'vlt.behavior']);
  });

  it('loses our behavior to a static value registered after ours (Volto merges shallowly, the later entry wins)', () => {
    const config = applyConfig(createVoltoConfig());
    config.settings.apiExpanders.push(staticOther);
    expect(behaviorsIn(request(config, 'config-acc'))).toEqual(['other.behavior']);
  });
});

describe('the page request on Volto before 18.14 (querystring(config))', () => {
  it('rebuilds what a function-style add-on before ours asked for, as that Volto merged it', () => {
    const config = createVoltoConfig();
    config.settings.apiExpanders.push(staticOther, appender('vlt.behavior'));
    applyConfig(config);
    // Old Volto calls the appender without acc, so it replaces other.behavior; we keep what it produced.
    expect(behaviorsIn(request(config, 'config-only'))).toEqual(['vlt.behavior', OURS]);
  });

  it('survives an earlier add-on whose function needs the newer signature', () => {
    const config = createVoltoConfig();
    config.settings.apiExpanders.push(staticOther, {
      match: '',
      GET_CONTENT: ['inherit'],
      querystring: (_config: unknown, acc: Record<string, string>) => ({
        'expand.inherit.behaviors': `${acc['expand.inherit.behaviors']},x`,
      }),
    });
    applyConfig(config);
    const ours = config.settings.apiExpanders.find(
      (entry: { querystring?: unknown }) => entry.querystring === inheritQuerystring,
    );
    expect(() => ours.querystring(config)).not.toThrow();
    expect(ours.querystring(config)).toEqual({ 'expand.inherit.behaviors': `other.behavior,${OURS}` });
  });

  it('ignores earlier entries limited to other paths, which it cannot match without the path', () => {
    const config = createVoltoConfig();
    config.settings.apiExpanders.push({ ...staticOther, match: '/events' });
    applyConfig(config);
    expect(behaviorsIn(request(config, 'config-only', true, '/events/party'))).toEqual([OURS]);
    expect(behaviorsIn(request(config, 'config-acc', true, '/events/party'))).toEqual(['other.behavior', OURS]);
  });
});
