// The head tags the server wrote for the page a browser was served, read back from the document. The browser
// renders these again while it hydrates that page, so that Volto's Helmet keeps them in place (it removes every tag
// of its own that no Helmet renders) without the builder's code in every page's first load.
import type { PageHeadTags } from './pageHeadTags';

/** The id of our JSON-LD script, which tells it apart from any other script of its type in the head. */
export const STRUCTURED_DATA_ID = 'socialmedia-structured-data';

/**
 * The browser's mark (a property of `window`) that an editor saved something in this tab: content, or the settings
 * every page's tags are made of. The served page's tags are built again from then on, not trusted as served.
 */
export const SAVED_IN_TAB = '__socialMediaSaved';

/** `window` with the mark, once set. */
export type SavedMark = { [SAVED_IN_TAB]?: true };

/** Helmet's mark on the tags it wrote (Volto's HelmetConstants). */
const HELMET = '[data-react-helmet]';
const SOCIAL_META = ['property^="og:"', 'property^="fb:"', 'name^="twitter:"', 'name^="fediverse:"']
  .map((key) => `meta[${key}]${HELMET}`)
  .join();

/**
 * The social `<meta>` tags and our JSON-LD that Helmet wrote into `head`, in document order. Volto's own social tags
 * are among them (the same values its component renders again, so Helmet keeps one of each). Never throws.
 */
export function servedHeadTags(head: ParentNode | null | undefined): PageHeadTags {
  const served: PageHeadTags = { tags: [], structuredData: '' };
  if (!head) return served;
  head.querySelectorAll(SOCIAL_META).forEach((meta) => {
    const property = meta.getAttribute('property');
    const content = meta.getAttribute('content') || '';
    served.tags.push(property ? { property, content } : { name: meta.getAttribute('name') || '', content });
  });
  const script = head.querySelector(`script#${STRUCTURED_DATA_ID}${HELMET}`);
  served.structuredData = (script && script.textContent) || '';
  return served;
}
