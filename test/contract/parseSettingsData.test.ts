// The tolerant settings parser: a page keeps sensible settings even when the stored ones are damaged.
import * as v from 'valibot';
import { DEFAULT_SETTINGS, parseSettingsData, SettingsDataSchema } from '../../src/contract';
import { facebookLink, settingsData, xLink } from './fixtures';

describe('parseSettingsData', () => {
  it('reads the settings exactly as the inherit expansion serves them', () => {
    const { settings, problems } = parseSettingsData(settingsData());
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      share_social_data: true,
      facebook_app_id: '',
      facebook_username: 'PloneBr',
      x_username: 'ploneorgbr',
      social_links: [xLink, facebookLink],
    });
  });

  it('keeps a false share_social_data and a filled facebook_app_id', () => {
    const { settings } = parseSettingsData(settingsData({ share_social_data: false, facebook_app_id: '12345' }));
    expect(settings.share_social_data).toBe(false);
    expect(settings.facebook_app_id).toBe('12345');
  });

  it('uses the schema defaults for missing and null fields without complaining', () => {
    const { settings, problems } = parseSettingsData({ facebook_app_id: null, social_links: null });
    expect(problems).toEqual([]);
    expect(settings).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['share_social_data', 'yes', true],
    ['share_social_data', 1, true],
    ['facebook_app_id', 12345, ''],
    ['facebook_username', ['PloneBr'], ''],
    ['x_username', { name: 'x' }, ''],
  ])('falls back to the default when %s is %j, and says so', (field, value, expected) => {
    const { settings, problems } = parseSettingsData(settingsData({ [field]: value }));
    expect((settings as unknown as Record<string, unknown>)[field]).toEqual(expected);
    expect(problems).toEqual([{ path: field, reason: expect.stringContaining('using the default') }]);
  });

  it('drops an item that is not a link object but keeps the rest of the settings', () => {
    const { settings, problems } = parseSettingsData(settingsData({ social_links: ['x', facebookLink] }));
    expect(settings.social_links).toEqual([facebookLink]);
    expect(settings.x_username).toBe('ploneorgbr');
    expect(problems).toEqual([{ path: 'social_links[0]', index: 0, reason: expect.any(String) }]);
  });

  it('keeps a link item without @id or target, repaired, for the views to skip and the editors to show', () => {
    const { settings, problems } = parseSettingsData(settingsData({ social_links: [{ id: 'x' }, facebookLink] }));
    expect(settings.social_links).toEqual([{ '@id': '', id: 'x', title: '', href: [] }, facebookLink]);
    expect(problems).toEqual([]);
  });

  it('shows no links, with a problem, when social_links is a string or an object', () => {
    expect(parseSettingsData(settingsData({ social_links: '[]' })).settings.social_links).toEqual([]);
    const { settings, problems } = parseSettingsData(settingsData({ social_links: { x: xLink } }));
    expect(settings.social_links).toEqual([]);
    expect(problems).toEqual([{ path: 'social_links', reason: expect.stringContaining('expected a list') }]);
  });

  it.each([
    ['a string', 'data'],
    ['a list', []],
    ['a number', 3],
  ])('answers the defaults with a problem when the data is %s', (_name, data) => {
    const { settings, problems } = parseSettingsData(data);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(problems).toHaveLength(1);
  });

  it('answers the defaults quietly when there is no data at all', () => {
    expect(parseSettingsData(undefined)).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
  });

  it('never hands out the shared defaults list, so callers may change their copy', () => {
    const first = parseSettingsData(undefined).settings;
    first.social_links.push(xLink);
    expect(parseSettingsData(undefined).settings.social_links).toEqual([]);
  });
});

describe('SettingsDataSchema', () => {
  it('accepts the data of the reference backend and rejects a wrong type', () => {
    expect(v.is(SettingsDataSchema, settingsData())).toBe(true);
    expect(v.is(SettingsDataSchema, settingsData({ share_social_data: 'true' }))).toBe(false);
  });
});
