// A person's edit form (editor chunk, loaded lazily): the add-on's SocialLinksWidget on the person's own
// `social_links`, saved with one PATCH that replaces the whole list. A failed save keeps the edits.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SocialLinksWidget } from '@example/volto-socialmedia/editing';
import { useSocialMediaSettings } from '@example/volto-socialmedia/store';
import type { ContentResponse, SocialLink } from '@example/volto-socialmedia/contract';
import { useDocumentHead } from '../documentHead';
import { messages } from '../messages';
import { mayEdit } from '../mayEdit';
import { Link, useLeavePrompt } from '../router';
import { useSession } from '../session';
import { usePageContent } from '../usePageContent';
import { LoadError } from './ContentPage';
import { Loading } from './Loading';
import { NeedLogin } from './NeedLogin';
import '../editor.css';

/** The edit form of the page at `path`. */
export default function PersonEditPage({ path }: { path: string }) {
  const { username } = useSession();
  const page = usePageContent(path);
  if (!username) return <NeedLogin back={{ name: 'edit', path }} />;
  if (page.status === 'loading') return <Loading />;
  if (page.status === 'failed') return <LoadError error={page.error} path={path} />;
  if (!mayEdit(page.content)) return <MayNotEdit path={path} content={page.content} />;
  return <LinksForm path={path} content={page.content} />;
}

/** What a user who may not edit the page sees at its edit address, instead of a form she could never save. */
function MayNotEdit({ path, content }: { path: string; content: ContentResponse }) {
  const intl = useIntl();
  const settings = useSocialMediaSettings();
  useDocumentHead({ title: content.title, brand: intl.formatMessage(messages.brand), content, settings });
  return (
    <div className="card editor-page">
      <h1 className="page-title">{intl.formatMessage(messages.editTitle, { title: content.title })}</h1>
      <p className="notice notice--error" role="alert">
        {intl.formatMessage(messages.mayNotEdit)}
      </p>
      <div className="page-actions">
        <Link className="demo-button demo-button--secondary" to={{ name: 'content', path }}>
          {intl.formatMessage(messages.backToPage)}
        </Link>
      </div>
    </div>
  );
}

type SaveState = { status: 'idle' | 'saving' | 'saved' | 'draft' | 'refused' } | { status: 'failed'; message: string };

function LinksForm({ path, content }: { path: string; content: ContentResponse }) {
  const intl = useIntl();
  const { client } = useSession();
  const settings = useSocialMediaSettings();
  useDocumentHead({ title: content.title, brand: intl.formatMessage(messages.brand), content, settings });
  const [draft, setDraft] = useState<SocialLink[] | null>(null);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  // A link filled in under "Add a link" but not added is not in the value: saving without it would lose it.
  const [linkDraft, setLinkDraft] = useState(false);
  const value = draft ?? content.social_links ?? [];
  // The list as the site last stored it: the page's, until a save stores another.
  const [stored, setStored] = useState<unknown>(() => content.social_links ?? []);
  const unsaved = linkDraft || JSON.stringify(value) !== JSON.stringify(stored);
  useLeavePrompt(unsaved ? intl.formatMessage(messages.leaveUnsaved) : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (linkDraft) {
      setSave({ status: 'draft' });
      event.currentTarget.querySelector<HTMLElement>('.social-links-widget-new > button')?.focus();
      return;
    }
    setSave({ status: 'saving' });
    try {
      await client.putLinks(path, Array.isArray(value) ? value : []);
      setStored(value);
      setSave({ status: 'saved' });
    } catch (failure) {
      // A login that expired (401), or a user who may not edit (403): the editor can log in again and save.
      const { status } = failure as { status?: unknown };
      if (status === 401 || status === 403) setSave({ status: 'refused' });
      else setSave({ status: 'failed', message: (failure as Error).message });
    }
  };

  return (
    <div className="card editor-page">
      <h1 className="page-title">{intl.formatMessage(messages.editTitle, { title: content.title })}</h1>
      <form onSubmit={submit} noValidate>
        <SocialLinksWidget
          id="social_links"
          title={intl.formatMessage(messages.ownLinks)}
          value={value}
          // What is saved is the list as it was when Save was pressed: a change made meanwhile would show as saved.
          isDisabled={save.status === 'saving'}
          onChange={(_id, links) => {
            setDraft(links);
            if (save.status !== 'saving') setSave({ status: 'idle' });
          }}
          onDraftChange={(_id, draft) => setLinkDraft(draft)}
        />
        <div role="status" aria-live="polite">
          {save.status === 'saved' && <p className="notice notice--ok">{intl.formatMessage(messages.saved)}</p>}
        </div>
        {save.status === 'draft' && (
          <p className="notice notice--error" role="alert">
            {intl.formatMessage(messages.linkNotAdded)}
          </p>
        )}
        {save.status === 'refused' && (
          <p className="notice notice--error" role="alert">
            {intl.formatMessage(messages.saveRefused)}
          </p>
        )}
        {save.status === 'failed' && (
          <p className="notice notice--error" role="alert">
            {intl.formatMessage(messages.saveFailed, { message: save.message })}
          </p>
        )}
        <div className="page-actions">
          <button className="demo-button" type="submit" disabled={save.status === 'saving'}>
            {intl.formatMessage(save.status === 'saving' ? messages.saving : messages.save)}
          </button>
          <Link className="demo-button demo-button--secondary" to={{ name: 'content', path }}>
            {intl.formatMessage(messages.backToPage)}
          </Link>
        </div>
      </form>
    </div>
  );
}
