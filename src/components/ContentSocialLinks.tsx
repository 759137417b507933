// A content object's own links (`social_links` of the links behavior); also Volto's view widget for that field.
import { SocialLinks } from './SocialLinks';
import type { SocialLinksProps } from './SocialLinks';

export interface ContentSocialLinksProps extends Omit<SocialLinksProps, 'links'> {
  /** The field's value as served: a list of link items, `null`, or anything malformed. */
  value: unknown;
}

/** The object's links, or nothing when it has none with a safe target. */
export function ContentSocialLinks({ value, className, ...rest }: ContentSocialLinksProps) {
  return (
    <SocialLinks
      links={value}
      className={['socialmedia-content-links', className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
