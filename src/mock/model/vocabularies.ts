// `@vocabularies/<name>`: the few vocabularies Volto's edit form asks for (languages, keywords, users), as
// plone.restapi serves them: `{@id, items: [{title, token}], items_total}`; the users and keywords only to those who
// may edit the context (403 to others), an unknown name is a 404.
import type { ContentNode } from './content';
import { ReturnedError } from './errors';
import { requireView } from './contentService';
import { canModify } from './permissions';
import { ownEntry } from './pyDict';
import { formValue, urlOf, type RequestContext } from './requestContext';
import { isZopeAdmin } from './users';
import { ok, type ServiceResult } from './serviceResult';

type Term = { title: string; token: string };

const vocabularies: Record<string, (ctx: RequestContext) => Term[]> = {
  'plone.app.vocabularies.SupportedContentLanguages': () => [{ title: 'English', token: 'en' }],
  // Nothing of the mock carries subjects, so the keywords in use are none.
  'plone.app.vocabularies.Keywords': () => [],
  // The site's own users: the default manager of a fresh site is Zope's admin, in Zope's user folder, not the site's.
  'plone.app.vocabularies.Users': (ctx) =>
    [...ctx.site.auth.users.values()]
      .filter((user) => !isZopeAdmin(user))
      .map((user) => ({ title: user.fullname || user.id, token: user.id })),
};

/** The vocabularies plone.app.vocabularies protects with `Modify portal content` on the context (others need View). */
const FOR_EDITORS = new Set(['plone.app.vocabularies.Keywords', 'plone.app.vocabularies.Users']);

/**
 * `GET <path>/@vocabularies/<name>`. @throws ReturnedError 403 for the users or keywords to a caller who may not
 * modify the context (checked before the name is looked up), 404 for a vocabulary the site does not have.
 */
export function vocabulary(ctx: RequestContext, node: ContentNode, name: string | undefined): ServiceResult {
  requireView(ctx, node);
  if (name !== undefined && FOR_EDITORS.has(name) && !canModify(node, ctx.user)) {
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
