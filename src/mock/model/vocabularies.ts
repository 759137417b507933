// `@vocabularies/<name>`: the few vocabularies Volto's edit form asks for (languages, keywords, users), as
// plone.restapi serves them: `{@id, items: [{title, token}], items_total}`; the keywords only to those who may edit
// the context, the users to members (a visitor gets 401, a member without the permission 403); an unknown name is a
// 404.
import { descendants, type ContentNode } from './content';
import type { MockUser } from './users';
import { ReturnedError } from './errors';
import { requireView } from './contentService';
import { canModify } from './permissions';
import { ownEntry } from './pyDict';
import { subjectsOf } from './subjects';
import { formValue, urlOf, type RequestContext } from './requestContext';
import { isZopeAdmin } from './users';
import { ok, type ServiceResult } from './serviceResult';

type Term = { title: string; token: string };

const vocabularies: Record<string, (ctx: RequestContext) => Term[]> = {
  'plone.app.vocabularies.SupportedContentLanguages': () => [{ title: 'English', token: 'en' }],
  'plone.app.vocabularies.Keywords': (ctx) => keywordTerms(descendants(ctx.site.root)),
  // The site's own users: the default manager of a fresh site is Zope's admin, in Zope's user folder, not the site's.
  'plone.app.vocabularies.Users': (ctx) =>
    [...ctx.site.auth.users.values()]
      .filter((user) => !isZopeAdmin(user))
      .map((user) => ({ title: user.fullname || user.id, token: user.id })),
};

/**
 * KeywordsVocabulary: every tag of the Subject index, whoever may see what carries it, in the index's order (a BTree
 * of texts: by code point); each token is the tag's UTF-8 in urlsafe base64 (`safe_simpleterm_from_value`).
 */
function keywordTerms(nodes: ContentNode[]): Term[] {
  const tags = [...new Set(nodes.flatMap(subjectsOf))].sort(byCodePoint);
  return tags.map((tag) => ({ title: tag, token: urlsafeBase64(tag) }));
}

/** Python's `urlsafe_b64encode` of the text's UTF-8, padding kept (runs in Node and in a browser alike). */
function urlsafeBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}

function byCodePoint(a: string, b: string): number {
  const left = Array.from(a, (char) => char.codePointAt(0)!);
  const right = Array.from(b, (char) => char.codePointAt(0)!);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    if (left[index] !== right[index]) return left[index]! - right[index]!;
  }
  return left.length - right.length;
}

/**
 * The vocabularies plone.app.content protects beyond View (its `PERMISSIONS`): the keywords need `Modify portal
 * content` on the context, the users `List portal members`, which Plone gives every member.
 */
const PROTECTED: Record<string, (node: ContentNode, user: MockUser | null) => boolean> = {
  'plone.app.vocabularies.Keywords': canModify,
  'plone.app.vocabularies.Users': (_node, user) => user !== null,
};

/**
 * `GET <path>/@vocabularies/<name>`. @throws ReturnedError 401 for a protected vocabulary to a visitor, 403 to a
 * member without its permission (checked before the name is looked up), 404 for a vocabulary the site does not have.
 */
export function vocabulary(ctx: RequestContext, node: ContentNode, name: string | undefined): ServiceResult {
  requireView(ctx, node);
  const allowed = name === undefined ? undefined : ownEntry(PROTECTED, name);
  if (name !== undefined && allowed && !allowed(node, ctx.user)) {
    if (ctx.user === null)
      throw new ReturnedError(
        401,
        'Not authenticated',
        `You need to be authenticated to access the vocabulary '${name}'.`,
      );
    throw new ReturnedError(403, 'Not authorized', `You are not authorized to access the vocabulary '${name}'.`);
  }
  const terms = name === undefined ? undefined : ownEntry(vocabularies, name);
  if (terms === undefined) throw new ReturnedError(404, 'Not Found', `The vocabulary '${name ?? ''}' does not exist`);
  const items = terms(ctx);
  const id = `${urlOf(ctx, node)}/@vocabularies/${name}`;
  // `b_size=-1` asks for every term unbatched: plone.restapi then leaves out `items_total`.
  if (formValue(ctx.form, 'b_size') === '-1') return ok({ '@id': id, items });
  return ok({ '@id': id, items, items_total: items.length });
}
