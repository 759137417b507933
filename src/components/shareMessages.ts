// What the share block's view says to a visitor (and to a screen reader): in the block's chunk, not in every
// page's first load.
import { defineMessages } from 'react-intl';

export const shareMessages = defineMessages({
  shareLabel: { id: 'socialmedia.share.label', defaultMessage: 'Share this page' },
  shareOn: { id: 'socialmedia.share.on', defaultMessage: 'Share on {network}' },
  shareByEmail: { id: 'socialmedia.share.byEmail', defaultMessage: 'Share by email' },
  copyLink: { id: 'socialmedia.share.copyLink', defaultMessage: 'Copy link' },
  linkCopied: { id: 'socialmedia.share.linkCopied', defaultMessage: 'Link copied' },
  pageLink: { id: 'socialmedia.share.pageLink', defaultMessage: 'Link to this page' },
  copyFallback: {
    id: 'socialmedia.share.copyFallback',
    defaultMessage: 'The link is selected: copy it with Ctrl+C (⌘+C on a Mac).',
  },
  webShare: { id: 'socialmedia.share.webShare', defaultMessage: 'Share with an app' },
  webShareFailed: {
    id: 'socialmedia.share.webShareFailed',
    defaultMessage: 'Your browser could not open its share sheet. Use one of the other share buttons.',
  },
  mastodonInstance: { id: 'socialmedia.share.mastodonInstance', defaultMessage: 'Your Mastodon instance' },
  mastodonInstanceHint: {
    id: 'socialmedia.share.mastodonInstanceHint',
    defaultMessage: 'The address of the server your account is on, such as mastodon.social. This browser remembers it.',
  },
  mastodonInstanceInvalid: {
    id: 'socialmedia.share.mastodonInstanceInvalid',
    defaultMessage: 'Enter the host name of a Mastodon instance, such as mastodon.social.',
  },
  mastodonInstanceSave: { id: 'socialmedia.share.mastodonInstanceSave', defaultMessage: 'Use this instance' },
  mastodonInstanceChange: {
    id: 'socialmedia.share.mastodonInstanceChange',
    defaultMessage: 'Change Mastodon instance ({instance})',
  },
  mastodonInstanceForget: { id: 'socialmedia.share.mastodonInstanceForget', defaultMessage: 'Forget this instance' },
  cancel: { id: 'socialmedia.share.cancel', defaultMessage: 'Cancel' },
});
