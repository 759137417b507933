// The icons of the default networks (and of the share block's Web Share button), keyed by network id: one module,
// so one lazily loaded chunk for all of them. A chunk per icon would let a page fetch only the icons it shows, but
// each chunk costs an entry in the chunk map of webpack's runtime and a loader, which every page loads first; the
// server-rendered SVG is on the page before this chunk arrives either way. The deep paths exist because
// @tabler/icons-react (MIT) has no `exports` map; see tablerIcons.d.ts for their types.
export { default as bluesky } from '@tabler/icons-react/dist/esm/icons/IconBrandBluesky.mjs';
export { default as discord } from '@tabler/icons-react/dist/esm/icons/IconBrandDiscord.mjs';
export { default as docker } from '@tabler/icons-react/dist/esm/icons/IconBrandDocker.mjs';
export { default as email } from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
export { default as facebook } from '@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs';
export { default as flickr } from '@tabler/icons-react/dist/esm/icons/IconBrandFlickr.mjs';
export { default as github } from '@tabler/icons-react/dist/esm/icons/IconBrandGithub.mjs';
export { default as gitlab } from '@tabler/icons-react/dist/esm/icons/IconBrandGitlab.mjs';
export { default as instagram } from '@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs';
export { default as link } from '@tabler/icons-react/dist/esm/icons/IconLink.mjs';
export { default as linkedin } from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
export { default as mastodon } from '@tabler/icons-react/dist/esm/icons/IconBrandMastodon.mjs';
export { default as medium } from '@tabler/icons-react/dist/esm/icons/IconBrandMedium.mjs';
export { default as pinterest } from '@tabler/icons-react/dist/esm/icons/IconBrandPinterest.mjs';
export { default as reddit } from '@tabler/icons-react/dist/esm/icons/IconBrandReddit.mjs';
export { default as rss } from '@tabler/icons-react/dist/esm/icons/IconRss.mjs';
export { default as slack } from '@tabler/icons-react/dist/esm/icons/IconBrandSlack.mjs';
export { default as soundcloud } from '@tabler/icons-react/dist/esm/icons/IconBrandSoundcloud.mjs';
export { default as spotify } from '@tabler/icons-react/dist/esm/icons/IconBrandSpotify.mjs';
export { default as stackoverflow } from '@tabler/icons-react/dist/esm/icons/IconBrandStackoverflow.mjs';
export { default as telegram } from '@tabler/icons-react/dist/esm/icons/IconBrandTelegram.mjs';
export { default as threads } from '@tabler/icons-react/dist/esm/icons/IconBrandThreads.mjs';
export { default as tiktok } from '@tabler/icons-react/dist/esm/icons/IconBrandTiktok.mjs';
export { default as twitch } from '@tabler/icons-react/dist/esm/icons/IconBrandTwitch.mjs';
export { default as webshare } from '@tabler/icons-react/dist/esm/icons/IconShare.mjs';
export { default as website } from '@tabler/icons-react/dist/esm/icons/IconWorld.mjs';
export { default as whatsapp } from '@tabler/icons-react/dist/esm/icons/IconBrandWhatsapp.mjs';
export { default as x } from '@tabler/icons-react/dist/esm/icons/IconBrandX.mjs';
export { default as xing } from '@tabler/icons-react/dist/esm/icons/IconBrandXing.mjs';
export { default as youtube } from '@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs';
