// The footer every page shares: the site's social links as the store holds them after the page's load,
// and which object the settings came from. While a page loads, the settings the store holds are still those of the
// page before, which may be another subsite's: the footer shows neither their links nor their source until the new
// page's settings are there.
import { useIntl } from 'react-intl';
import { SiteSocialLinks } from '@example/volto-socialmedia/components';
import { useSettingsSource, useSocialMediaStatus } from '@example/volto-socialmedia/store';
import { messages } from '../messages';

/** The footer (`contentinfo` landmark). */
export function SiteFooter() {
  const intl = useIntl();
  const source = useSettingsSource();
  const loading = useSocialMediaStatus().load.status === 'loading';
  return (
    <footer className="site-footer" aria-busy={loading}>
      <div className="site-footer__inner">
        <h2>{intl.formatMessage(messages.footerHeading)}</h2>
        {!loading && <SiteSocialLinks size={28} />}
        <p className="site-footer__source">
          {loading
            ? null
            : source
              ? intl.formatMessage(messages.footerSource, { title: source.title })
              : intl.formatMessage(messages.footerNoSettings)}
        </p>
        <p className="site-footer__note">{intl.formatMessage(messages.footerNote)}</p>
      </div>
    </footer>
  );
}
