// The networks a site offers out of the box: what a page needs to show a link (id, name, icon). The icons come
// from @tabler/icons-react (MIT) through networkIcons.ts, loaded on demand as one chunk. What only an editor needs
// (example addresses, hostnames) is in networkHints.ts.
import { networkMessages } from './messages';
import type { IconLoader, Network } from './types';

/** Loads the icon of a default network (or of the share block's `webshare` button) from the icons' chunk. */
export function defaultIcon(id: string): IconLoader {
  return () => import('./networkIcons').then((icons) => icons[id as keyof typeof icons]);
}

/** A brand's network: the id is the name in lower case without spaces, the name is the same in every language. */
function brand(title: string): Network {
  const id = title.toLowerCase().replace(/ /g, '');
  return { id, title, icon: defaultIcon(id) };
}

/** A network whose name is a word to translate (Website, Email, Link). */
function generic(id: 'website' | 'email' | 'link'): Network {
  return { id, title: networkMessages[id], icon: defaultIcon(id) };
}

// In display order. A brand's id is its name in lower case without spaces (`Stack Overflow` is `stackoverflow`);
// the two names in lower case are generic networks.
export const defaultNetworks: readonly Network[] = (
  'Bluesky,Discord,Docker,Facebook,Flickr,GitHub,GitLab,Instagram,LinkedIn,Mastodon,Medium,RSS,Slack,SoundCloud,' +
  'Spotify,Stack Overflow,Telegram,Threads,TikTok,Twitch,website,WhatsApp,X,Xing,YouTube,Pinterest,Reddit,email'
)
  .split(',')
  .map((name) => (name === 'website' || name === 'email' ? generic(name) : brand(name)));

/** The network used for ids that are not registered: a plain link icon. */
export const fallbackNetwork: Network = generic('link');
