// What the catalog's SearchableText index holds for an object, as Plone 6.2 with plone.volto builds it, and
// how a query matches it (ZCTextIndex with Plone's lexicon: words, case and accents ignored, `word*` globs).
// Types with Volto blocks use plone.textindexer: the searchable fields (title, description) and the text of
// their blocks, not the id. Other types (Folder) use plone.app.contenttypes' indexer: id, title, description.
import { isPlainObject } from '../../contract/validationProblems';
import { descriptionOf, titleOf, type ContentNode } from './content';
import type { RequestContext } from './requestContext';
import { foldAccents } from './sortableTitle';

/** The text indexed for `node`. */
export function searchableText(ctx: RequestContext, node: ContentNode): string {
  if (!('blocks' in ctx.site.typeOf(node).extraKeys)) return [node.id, titleOf(node), descriptionOf(node)].join(' ');
  return [titleOf(node), descriptionOf(node), ...blocksText(node.fields.blocks)].join(' ');
}

/** The text plone.restapi extracts from blocks: `searchableText`, a slate block's `plaintext`, a text block's lines. */
function blocksText(blocks: unknown): string[] {
  if (!isPlainObject(blocks)) return [];
  const texts: string[] = [];
  for (const block of Object.values(blocks)) {
    if (!block || typeof block !== 'object') continue;
    const data = block as Record<string, unknown>;
    if (typeof data.searchableText === 'string' && data.searchableText) texts.push(data.searchableText);
    else if (data['@type'] === 'slate' && typeof data.plaintext === 'string') texts.push(data.plaintext);
    else if (data['@type'] === 'text') texts.push(...draftText(data.text));
    // Container blocks (grids, columns) hold their sub-blocks under `blocks`.
    texts.push(...blocksText(data.blocks));
  }
  return texts;
}

function draftText(text: unknown): string[] {
  const lines = (text as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(lines)) return [];
  return lines
    .map((line) => (line as { text?: unknown })?.text)
    .filter((line): line is string => typeof line === 'string');
}

/** The words of a text as Plone's lexicon stores them: split on non-word characters, lower case, accents removed. */
function words(text: string): string[] {
  return (
    foldAccents(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}_]+\*?/gu) ?? []
  );
}

/** Whether every word of `query` occurs in the object's SearchableText (`word*` matches a prefix). */
export function matchesSearchableText(ctx: RequestContext, node: ContentNode, query: string): boolean {
  const indexed = new Set(words(searchableText(ctx, node)));
  const terms = words(query).filter((term) => !['and', 'or', 'not'].includes(term));
  if (terms.length === 0) return false;
  return terms.every((term) =>
    term.endsWith('*') ? [...indexed].some((word) => word.startsWith(term.slice(0, -1))) : indexed.has(term),
  );
}
