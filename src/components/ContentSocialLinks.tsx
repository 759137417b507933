// A content object's own links (`social_links` of the links behavior), as Volto's slot shows them below the page.
import { SocialLinks } from './SocialLinks';
import type { SocialLinksProps } from './SocialLinks';

export interface ContentSocialLinksProps extends Omit<SocialLinksProps, 'links'> {
  /** The field's value as served: a list of link items, `null`, or anything malformed. */
  value: unknown;
}

/** The object's links, or nothing when it has none with a safe target. */
export function ContentSocialLinks(props: ContentSocialLinksProps) {
  // The props passed on whole (SocialLinks reads only its own), not split with a rest pattern: Volto's Babel turns
  // that into a helper call, and this is first-load code.
  return (
    <SocialLinks
      {...props}
      links={props.value}
      className={['socialmedia-content-links', props.className].filter(Boolean).join(' ')}
    />
  );
}
