// What only an editor needs of the default networks: an example address for the address field, the hostnames that
// let the editor guess a link's network from its address, and a profile's address for a handle typed as `@name`.
// Kept out of the networks a page loads first; a site's own `placeholder` / `hostnames` / `profile` (set through the
// registry's overrides) win over these.

/** An editor's hints for one network. */
export interface NetworkHint {
  /** An example address for the editor's placeholder; else the profile's, for `username` (or `example.org`). */
  placeholder?: string;
  /** Hostnames (without `www.`) whose URLs belong to this network. */
  hostnames?: readonly string[];
  /** A profile's address for a handle, `{handle}` (or `{domain}`, a handle that is a domain name) standing for it. */
  profile?: string;
}

/** The hints of the default networks, by network id; `link` is the generic network's (unknown ids, new networks). */
export const networkHints: Readonly<Record<string, NetworkHint>> = {
  bluesky: { profile: 'https://bsky.app/profile/{domain}', hostnames: ['bsky.app'] },
  discord: { placeholder: 'https://discord.gg/invite-code', hostnames: ['discord.gg', 'discord.com'] },
  docker: { profile: 'https://hub.docker.com/u/{handle}', hostnames: ['hub.docker.com', 'docker.com'] },
  facebook: { profile: 'https://facebook.com/{handle}', hostnames: ['facebook.com', 'm.facebook.com', 'fb.com'] },
  flickr: { profile: 'https://flickr.com/photos/{handle}', hostnames: ['flickr.com'] },
  github: { profile: 'https://github.com/{handle}', hostnames: ['github.com'] },
  gitlab: { profile: 'https://gitlab.com/{handle}', hostnames: ['gitlab.com'] },
  instagram: { profile: 'https://instagram.com/{handle}', hostnames: ['instagram.com'] },
  linkedin: { placeholder: 'https://linkedin.com/company/name', hostnames: ['linkedin.com'] },
  mastodon: { placeholder: 'https://mastodon.social/@username', hostnames: ['mastodon.social', 'fosstodon.org'] },
  medium: { profile: 'https://medium.com/@{handle}', hostnames: ['medium.com'] },
  rss: { placeholder: 'https://example.org/news/RSS' },
  slack: { placeholder: 'https://workspace.slack.com', hostnames: ['slack.com', 'join.slack.com'] },
  soundcloud: { profile: 'https://soundcloud.com/{handle}', hostnames: ['soundcloud.com'] },
  spotify: { placeholder: 'https://open.spotify.com/user/username', hostnames: ['open.spotify.com', 'spotify.com'] },
  stackoverflow: { placeholder: 'https://stackoverflow.com/users/12345/username', hostnames: ['stackoverflow.com'] },
  telegram: { profile: 'https://t.me/{handle}', hostnames: ['t.me', 'telegram.me'] },
  threads: { profile: 'https://threads.net/@{handle}', hostnames: ['threads.net', 'threads.com'] },
  tiktok: { profile: 'https://tiktok.com/@{handle}', hostnames: ['tiktok.com'] },
  twitch: { profile: 'https://twitch.tv/{handle}', hostnames: ['twitch.tv'] },
  website: { placeholder: 'https://example.org' },
  whatsapp: { placeholder: 'https://wa.me/5511999999999', hostnames: ['wa.me', 'whatsapp.com'] },
  x: { profile: 'https://x.com/{handle}', hostnames: ['x.com', 'twitter.com'] },
  xing: { placeholder: 'https://xing.com/profile/username', hostnames: ['xing.com'] },
  youtube: { profile: 'https://youtube.com/@{handle}', hostnames: ['youtube.com', 'youtu.be'] },
  pinterest: { profile: 'https://pinterest.com/{handle}', hostnames: ['pinterest.com'] },
  reddit: { placeholder: 'https://reddit.com/r/community', hostnames: ['reddit.com'] },
  email: { placeholder: 'mailto:contact@example.org' },
  link: { placeholder: 'https://example.org' },
};
