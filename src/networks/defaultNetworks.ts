// The networks a site offers out of the box: what a page needs to show a link (id, name, icon). Each icon is
// its own module of @tabler/icons-react (MIT), imported on demand so that a page carries only the icons of the
// links it shows. What only an editor needs (example addresses, hostnames) is in networkHints.ts.
import { networkMessages } from './messages';
import type { Network } from './types';

// One literal import() per icon, so that webpack and Vite each make one small chunk of it. The chunks are not
// named (no `webpackChunkName`): each name would add an entry to the chunk map of webpack's runtime, which
// every page loads.
// The deep paths exist because the package has no `exports` map; see tablerIcons.d.ts for their types.
export const defaultNetworks: readonly Network[] = [
  // A brand's id is its name in lower case without spaces (`Stack Overflow` is `stackoverflow`).
  brand('Bluesky', () => import('@tabler/icons-react/dist/esm/icons/IconBrandBluesky.mjs')),
  brand('Discord', () => import('@tabler/icons-react/dist/esm/icons/IconBrandDiscord.mjs')),
  brand('Docker', () => import('@tabler/icons-react/dist/esm/icons/IconBrandDocker.mjs')),
  brand('Facebook', () => import('@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs')),
  brand('Flickr', () => import('@tabler/icons-react/dist/esm/icons/IconBrandFlickr.mjs')),
  brand('GitHub', () => import('@tabler/icons-react/dist/esm/icons/IconBrandGithub.mjs')),
  brand('GitLab', () => import('@tabler/icons-react/dist/esm/icons/IconBrandGitlab.mjs')),
  brand('Instagram', () => import('@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs')),
  brand('LinkedIn', () => import('@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs')),
  brand('Mastodon', () => import('@tabler/icons-react/dist/esm/icons/IconBrandMastodon.mjs')),
  brand('Medium', () => import('@tabler/icons-react/dist/esm/icons/IconBrandMedium.mjs')),
  brand('RSS', () => import('@tabler/icons-react/dist/esm/icons/IconRss.mjs')),
  brand('Slack', () => import('@tabler/icons-react/dist/esm/icons/IconBrandSlack.mjs')),
  brand('SoundCloud', () => import('@tabler/icons-react/dist/esm/icons/IconBrandSoundcloud.mjs')),
  brand('Spotify', () => import('@tabler/icons-react/dist/esm/icons/IconBrandSpotify.mjs')),
  brand('Stack Overflow', () => import('@tabler/icons-react/dist/esm/icons/IconBrandStackoverflow.mjs')),
  brand('Telegram', () => import('@tabler/icons-react/dist/esm/icons/IconBrandTelegram.mjs')),
  brand('Threads', () => import('@tabler/icons-react/dist/esm/icons/IconBrandThreads.mjs')),
  brand('TikTok', () => import('@tabler/icons-react/dist/esm/icons/IconBrandTiktok.mjs')),
  brand('Twitch', () => import('@tabler/icons-react/dist/esm/icons/IconBrandTwitch.mjs')),
  {
    id: 'website',
    title: networkMessages.website,
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconWorld.mjs'),
  },
  brand('WhatsApp', () => import('@tabler/icons-react/dist/esm/icons/IconBrandWhatsapp.mjs')),
  brand('X', () => import('@tabler/icons-react/dist/esm/icons/IconBrandX.mjs')),
  brand('Xing', () => import('@tabler/icons-react/dist/esm/icons/IconBrandXing.mjs')),
  brand('YouTube', () => import('@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs')),
  brand('Pinterest', () => import('@tabler/icons-react/dist/esm/icons/IconBrandPinterest.mjs')),
  brand('Reddit', () => import('@tabler/icons-react/dist/esm/icons/IconBrandReddit.mjs')),
  {
    id: 'email',
    title: networkMessages.email,
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconMail.mjs'),
  },
];

/** A brand's network: the id is the name in lower case without spaces, the name is the same in every language. */
function brand(title: string, icon: Network['icon']): Network {
  return { id: title.toLowerCase().replace(/ /g, ''), title, icon };
}

/** The network used for ids that are not registered: a plain link icon. */
export const fallbackNetwork: Network = {
  id: 'link',
  title: networkMessages.link,
  icon: () => import('@tabler/icons-react/dist/esm/icons/IconLink.mjs'),
};
