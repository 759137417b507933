// The Follow Us block's view and the listing variation's template: one chunk, which a page loads only when it
// shows either of them (through loadableViews.tsx).
export { FollowUsBlockVoltoView } from './FollowUsBlockVoltoView';
export { SocialLinksListingTemplate } from './SocialLinksListingTemplate';
