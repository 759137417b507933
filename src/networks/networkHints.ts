// What only an editor needs of the default networks: an example address for the address field, the hostnames that
// let the editor guess a link's network from its address, a profile's address for a handle typed as `@name`, and
// the query parameters that only track who shared an address.
// Kept out of the networks a page loads first; a site's own `placeholder` / `hostnames` / `profile` / `tracking` (set
// through the registry's overrides) win over these.

/** An editor's hints for one network. */
export interface NetworkHint {
  /** An example address for the editor's placeholder; else the profile's, for `username` (or `example.org`). */
  placeholder?: string;
  /** Hostnames (without `www.`) whose URLs belong to this network. */
  hostnames?: readonly string[];
  /** A profile's address for a handle, `{handle}` (or `{domain}`, a handle that is a domain name) standing for it. */
  profile?: string;
  /**
   * Query parameters the network's share buttons and apps add to an address to track who shared it, which say nothing
   * of the profile (`igshid` on Instagram); the widget removes them with those of `trackingParameters` from addresses
   * on the network's hostnames.
   */
  tracking?: readonly string[];
}

/**
 * Query parameters that track a click wherever they are (campaigns and ad clicks): removed from every web address an
 * editor leaves in a link, with those of the network whose site the address is on. `utm_` stands for every `utm_*`.
 */
export const trackingParameters: readonly string[] = [
  'utm_',
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'twclid',
  'ttclid',
  'yclid',
  'mc_cid',
  'mc_eid',
  'igshid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
];

/** The hints of the default networks, by network id; `link` is the generic network's (unknown ids, new networks). */
export const networkHints: Readonly<Record<string, NetworkHint>> = {
  bluesky: { profile: 'https://bsky.app/profile/{domain}', hostnames: ['bsky.app'] },
  discord: { placeholder: 'https://discord.gg/invite-code', hostnames: ['discord.gg', 'discord.com'] },
  docker: { profile: 'https://hub.docker.com/u/{handle}', hostnames: ['hub.docker.com', 'docker.com'] },
  facebook: {
    profile: 'https://facebook.com/{handle}',
    hostnames: ['facebook.com', 'm.facebook.com', 'fb.com'],
    tracking: ['mibextid', 'rdid', 'sfnsn', 'ref'],
  },
  flickr: { profile: 'https://flickr.com/photos/{handle}', hostnames: ['flickr.com'] },
  github: { profile: 'https://github.com/{handle}', hostnames: ['github.com'] },
  gitlab: { profile: 'https://gitlab.com/{handle}', hostnames: ['gitlab.com'] },
  instagram: { profile: 'https://instagram.com/{handle}', hostnames: ['instagram.com'], tracking: ['igsh'] },
  linkedin: {
    placeholder: 'https://linkedin.com/company/name',
    hostnames: ['linkedin.com'],
    tracking: ['trk', 'trackingId', 'lipi', 'originalSubdomain', 'midToken', 'midSig'],
  },
  mastodon: { placeholder: 'https://mastodon.social/@username', hostnames: ['mastodon.social', 'fosstodon.org'] },
  medium: { profile: 'https://medium.com/@{handle}', hostnames: ['medium.com'], tracking: ['source'] },
  rss: { placeholder: 'https://example.org/news/RSS' },
  slack: { placeholder: 'https://workspace.slack.com', hostnames: ['slack.com', 'join.slack.com'] },
  soundcloud: {
    profile: 'https://soundcloud.com/{handle}',
    hostnames: ['soundcloud.com'],
    tracking: ['si'],
  },
  spotify: {
    placeholder: 'https://open.spotify.com/user/username',
    hostnames: ['open.spotify.com', 'spotify.com'],
    tracking: ['si', 'nd'],
  },
  stackoverflow: { placeholder: 'https://stackoverflow.com/users/12345/username', hostnames: ['stackoverflow.com'] },
  telegram: { profile: 'https://t.me/{handle}', hostnames: ['t.me', 'telegram.me'] },
  threads: {
    profile: 'https://threads.net/@{handle}',
    hostnames: ['threads.net', 'threads.com'],
    tracking: ['igsh', 'xmt', 'slof'],
  },
  tiktok: {
    profile: 'https://tiktok.com/@{handle}',
    hostnames: ['tiktok.com'],
    tracking: ['_t', '_r', 'is_from_webapp', 'sender_device', 'sender_web_id'],
  },
  twitch: { profile: 'https://twitch.tv/{handle}', hostnames: ['twitch.tv'] },
  website: { placeholder: 'https://example.org' },
  whatsapp: { placeholder: 'https://wa.me/5511999999999', hostnames: ['wa.me', 'whatsapp.com'] },
  x: {
    profile: 'https://x.com/{handle}',
    hostnames: ['x.com', 'twitter.com'],
    tracking: ['s', 't', 'ref_src', 'ref_url'],
  },
  xing: { placeholder: 'https://xing.com/profile/username', hostnames: ['xing.com'] },
  youtube: {
    profile: 'https://youtube.com/@{handle}',
    hostnames: ['youtube.com', 'youtu.be'],
    tracking: ['si', 'feature', 'pp'],
  },
  pinterest: {
    profile: 'https://pinterest.com/{handle}',
    hostnames: ['pinterest.com'],
    tracking: ['invite_code', 'sender'],
  },
  reddit: {
    placeholder: 'https://reddit.com/r/community',
    hostnames: ['reddit.com'],
    tracking: ['share_id', 'rdt', 'ref', 'ref_source'],
  },
  email: { placeholder: 'mailto:contact@example.org' },
  link: { placeholder: 'https://example.org' },
};
