// The footer every page shares: the site's social links as the store holds them after the page's load,
// and which object the settings came from.
import { useIntl } from 'react-intl';
import { SiteSocialLinks } from '@example/volto-socialmedia/components';
import { useSettingsSource } from '@example/volto-socialmedia/store';
import { messages } from '../messages';

/** The footer (`contentinfo` landmark). */
export function SiteFooter() {
  const intl = useIntl();
  const source = useSettingsSource();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <h2>{intl.formatMessage(messages.footerHeading)}</h2>
        <SiteSocialLinks size={28} />
        <p className="site-footer__source">
          {source
            ? intl.formatMessage(messages.footerSource, { title: source.title })
            : intl.formatMessage(messages.footerNoSettings)}
        </p>
        <p className="site-footer__note">{intl.formatMessage(messages.footerNote)}</p>
      </div>
    </footer>
  );
}
