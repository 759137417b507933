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
  {
    id: 'bluesky',
    title: 'Bluesky',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandBluesky.mjs'),
  },
  {
    id: 'discord',
    title: 'Discord',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandDiscord.mjs'),
  },
  {
    id: 'docker',
    title: 'Docker',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandDocker.mjs'),
  },
  {
    id: 'facebook',
    title: 'Facebook',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs'),
  },
  {
    id: 'flickr',
    title: 'Flickr',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandFlickr.mjs'),
  },
  {
    id: 'github',
    title: 'GitHub',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandGithub.mjs'),
  },
  {
    id: 'gitlab',
    title: 'GitLab',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandGitlab.mjs'),
  },
  {
    id: 'instagram',
    title: 'Instagram',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs'),
  },
  {
    id: 'linkedin',
    title: 'LinkedIn',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs'),
  },
  {
    id: 'mastodon',
    title: 'Mastodon',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandMastodon.mjs'),
  },
  {
    id: 'medium',
    title: 'Medium',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandMedium.mjs'),
  },
  {
    id: 'rss',
    // An acronym readers know in every language, like the brands.
    title: 'RSS',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconRss.mjs'),
  },
  {
    id: 'slack',
    title: 'Slack',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandSlack.mjs'),
  },
  {
    id: 'soundcloud',
    title: 'SoundCloud',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandSoundcloud.mjs'),
  },
  {
    id: 'spotify',
    title: 'Spotify',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandSpotify.mjs'),
  },
  {
    id: 'stackoverflow',
    title: 'Stack Overflow',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandStackoverflow.mjs'),
  },
  {
    id: 'telegram',
    title: 'Telegram',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandTelegram.mjs'),
  },
  {
    id: 'threads',
    title: 'Threads',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandThreads.mjs'),
  },
  {
    id: 'tiktok',
    title: 'TikTok',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandTiktok.mjs'),
  },
  {
    id: 'twitch',
    title: 'Twitch',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandTwitch.mjs'),
  },
  {
    id: 'website',
    title: networkMessages.website,
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconWorld.mjs'),
  },
  {
    id: 'whatsapp',
    title: 'WhatsApp',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandWhatsapp.mjs'),
  },
  {
    id: 'x',
    title: 'X',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandX.mjs'),
  },
  {
    id: 'xing',
    title: 'Xing',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandXing.mjs'),
  },
  {
    id: 'youtube',
    title: 'YouTube',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs'),
  },
  {
    id: 'pinterest',
    title: 'Pinterest',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandPinterest.mjs'),
  },
  {
    id: 'reddit',
    title: 'Reddit',
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconBrandReddit.mjs'),
  },
  {
    id: 'email',
    title: networkMessages.email,
    icon: () => import('@tabler/icons-react/dist/esm/icons/IconMail.mjs'),
  },
];

/** The network used for ids that are not registered: a plain link icon. */
export const fallbackNetwork: Network = {
  id: 'link',
  title: networkMessages.link,
  icon: () => import('@tabler/icons-react/dist/esm/icons/IconLink.mjs'),
};
