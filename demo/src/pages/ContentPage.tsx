// A page of the demo content: title, description, the object's own profiles, the add-on's blocks, its contents with
// theirs, and links to the editors for those who may edit. The site's links are in the footer (the layout's).
import { useIntl } from 'react-intl';
import { ContentSocialLinks } from '@example/volto-socialmedia/components';
import { useSocialMediaSettings } from '@example/volto-socialmedia/store';
import type { RequestError } from '@example/volto-socialmedia/store';
import type { ContentResponse } from '@example/volto-socialmedia/contract';
import { sitePathOf } from '../backend';
import { useDocumentHead } from '../documentHead';
import { messages } from '../messages';
import { mayEdit } from '../mayEdit';
import { Link, routeHref } from '../router';
import { useSession } from '../session';
import { usePageContent } from '../usePageContent';
import { ContentBlocks } from './ContentBlocks';
import { FolderContents } from './FolderContents';
import { Loading } from './Loading';

/** The page at `path` (`''` = site root). */
export function ContentPage({ path }: { path: string }) {
  const page = usePageContent(path);
  if (page.status === 'loading') return <Loading />;
  if (page.status === 'failed') return <LoadError error={page.error} path={path} />;
  return <ContentView content={page.content} />;
}

function ContentView({ content }: { content: ContentResponse }) {
  const intl = useIntl();
  const { username } = useSession();
  const settings = useSocialMediaSettings();
  useDocumentHead({ title: content.title, brand: intl.formatMessage(messages.brand), content, settings });
  const path = sitePathOf(content['@id']) ?? '';
  // An object with the settings behavior shows its links in the footer; one with the links behavior, here.
  const holdsSettings = 'share_social_data' in content;
  const hasOwnLinks = !holdsSettings && 'social_links' in content;
  return (
    <article className="content-page">
      <div className="card">
        <h1 className="page-title">{content.title}</h1>
        {content.description && <p className="lead">{content.description}</p>}
        {hasOwnLinks && Array.isArray(content.social_links) && content.social_links.length > 0 && (
          <section className="own-links" aria-labelledby="own-links-heading">
            <h2 id="own-links-heading">{intl.formatMessage(messages.ownLinks)}</h2>
            <ContentSocialLinks value={content.social_links} size={32} />
          </section>
        )}
        {/* The control panel says itself whether the user may edit the settings; a person's form needs Edit. */}
        {username && (holdsSettings || (hasOwnLinks && mayEdit(content))) && (
          <div className="page-actions">
            <Link
              className="demo-button demo-button--secondary"
              to={holdsSettings ? { name: 'controlpanel', path } : { name: 'edit', path }}
            >
              {intl.formatMessage(holdsSettings ? messages.controlPanel : messages.editLinks)}
            </Link>
          </div>
        )}
      </div>
      <ContentBlocks path={path} content={content} />
      <FolderContents content={content} />
    </article>
  );
}

/** What a visitor sees instead of a page: Plone's 401 becomes a friendly "private" notice. */
export function LoadError({ error, path }: { error: RequestError; path: string }) {
  const intl = useIntl();
  const { username } = useSession();
  useDocumentHead({ title: '', brand: intl.formatMessage(messages.brand) });
  if (error.status === 401 || error.status === 403) {
    return (
      <div className="card notice-page">
        <h1 className="page-title">{intl.formatMessage(username ? messages.forbiddenPage : messages.privatePage)}</h1>
        {!username && (
          <p>
            <Link to={{ name: 'login', next: routeHref({ name: 'content', path }) }}>
              {intl.formatMessage(messages.privatePageHint)}
            </Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="card notice-page">
      <h1 className="page-title">
        {error.status === 404
          ? intl.formatMessage(messages.notFound)
          : intl.formatMessage(messages.loadFailed, { message: error.message })}
      </h1>
    </div>
  );
}
