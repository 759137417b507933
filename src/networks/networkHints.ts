// What only an editor needs of the default networks: an example address for the address field, and the
// hostnames that let the editor guess a link's network from its address. Kept out of the networks a page
// loads first; a site's own `placeholder` / `hostnames` (set through the registry's overrides) win over these.

/** An editor's hints for one network. */
export interface NetworkHint {
  /** An example address for the editor's placeholder. */
  placeholder: string;
  /** Hostnames (without `www.`) whose URLs belong to this network. */
  hostnames?: readonly string[];
}

/** The hints of the default networks, by network id; `link` is the generic network's (unknown ids, new networks). */
export const networkHints: Readonly<Record<string, NetworkHint>> = {
  bluesky: { placeholder: 'https://bsky.app/profile/example.org', hostnames: ['bsky.app'] },
  discord: { placeholder: 'https://discord.gg/invite-code', hostnames: ['discord.gg', 'discord.com'] },
  docker: { placeholder: 'https://hub.docker.com/u/username', hostnames: ['hub.docker.com', 'docker.com'] },
  facebook: { placeholder: 'https://facebook.com/username', hostnames: ['facebook.com', 'm.facebook.com', 'fb.com'] },
  flickr: { placeholder: 'https://flickr.com/photos/username', hostnames: ['flickr.com'] },
  github: { placeholder: 'https://github.com/username', hostnames: ['github.com'] },
  gitlab: { placeholder: 'https://gitlab.com/username', hostnames: ['gitlab.com'] },
  instagram: { placeholder: 'https://instagram.com/username', hostnames: ['instagram.com'] },
  linkedin: { placeholder: 'https://linkedin.com/company/name', hostnames: ['linkedin.com'] },
  mastodon: { placeholder: 'https://mastodon.social/@username', hostnames: ['mastodon.social', 'fosstodon.org'] },
  medium: { placeholder: 'https://medium.com/@username', hostnames: ['medium.com'] },
  rss: { placeholder: 'https://example.org/news/RSS' },
  slack: { placeholder: 'https://workspace.slack.com', hostnames: ['slack.com', 'join.slack.com'] },
  soundcloud: { placeholder: 'https://soundcloud.com/username', hostnames: ['soundcloud.com'] },
  spotify: { placeholder: 'https://open.spotify.com/user/username', hostnames: ['open.spotify.com', 'spotify.com'] },
  stackoverflow: { placeholder: 'https://stackoverflow.com/users/12345/username', hostnames: ['stackoverflow.com'] },
  telegram: { placeholder: 'https://t.me/username', hostnames: ['t.me', 'telegram.me'] },
  threads: { placeholder: 'https://threads.net/@username', hostnames: ['threads.net', 'threads.com'] },
  tiktok: { placeholder: 'https://tiktok.com/@username', hostnames: ['tiktok.com'] },
  twitch: { placeholder: 'https://twitch.tv/username', hostnames: ['twitch.tv'] },
  website: { placeholder: 'https://example.org' },
  whatsapp: { placeholder: 'https://wa.me/5511999999999', hostnames: ['wa.me', 'whatsapp.com'] },
  x: { placeholder: 'https://x.com/username', hostnames: ['x.com', 'twitter.com'] },
  xing: { placeholder: 'https://xing.com/profile/username', hostnames: ['xing.com'] },
  youtube: { placeholder: 'https://youtube.com/@channel', hostnames: ['youtube.com', 'youtu.be'] },
  pinterest: { placeholder: 'https://pinterest.com/username', hostnames: ['pinterest.com'] },
  reddit: { placeholder: 'https://reddit.com/r/community', hostnames: ['reddit.com'] },
  email: { placeholder: 'mailto:contact@example.org' },
  link: { placeholder: 'https://example.org' },
};
