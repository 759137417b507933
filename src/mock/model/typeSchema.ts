// `GET @types/<type>`: the JSON schema plone.restapi builds from a type's schemata for the edit form.
// Read-only fields are omitted, and so are fields whose write permission the caller lacks on the object;
// JSONFields are `type: "dict"`, `widget: "json"`, frontend widget in widgetOptions.
import type { BehaviorDefinition, FieldDefinition } from './behaviors';
import { copyJson } from './copyJson';
import type { ContentNode } from './content';
import { BareError, RaisedError } from './errors';
import { BEHAVIOR_PROPERTIES, CORE_TYPES } from './coreTypeFields';
import { mayWriteField } from './fieldWritePermissions';
import { urlOf, type RequestContext } from './requestContext';

type Property = Record<string, unknown>;

/**
 * The schema of a portal type.
 * @throws RaisedError 401 for anonymous callers; BareError 404 `Type '<x>' could not be found.`
 */
export function typeSchema(ctx: RequestContext, node: ContentNode, typeId: string): Record<string, unknown> {
  if (ctx.user === null) throw new RaisedError(401, 'Unauthorized', 'Unauthorized()');
  const type = ctx.site.types.get(typeId);
  if (!type) throw new BareError(404, 'NotFound', `Type '${typeId}' could not be found.`);
  const behaviors = type.behaviors
    .map((name) => ctx.site.behaviors.lookup(name))
    .filter((b): b is BehaviorDefinition => b !== undefined);
  const properties: Record<string, Property> = {};
  // Types without a recorded schema (backend/captured) are built as a Folder is.
  const recorded = Object.hasOwn(CORE_TYPES, type.id) ? CORE_TYPES[type.id] : undefined;
  const core = recorded ?? CORE_TYPES.Folder!;
  const fieldsets: Array<Record<string, unknown>> = core.fieldsets.map((fieldset) => {
    const fields: string[] = [];
    for (const name of fieldset.fields) {
      // The generator checked that exactly one of the type's behaviors has the field.
      const owner = core.behaviors.find((behavior) => Object.hasOwn(BEHAVIOR_PROPERTIES[behavior]!, name))!;
      if (!mayWriteField(owner, name, node, ctx.user)) continue;
      fields.push(name);
      properties[name] = withContextUrl(BEHAVIOR_PROPERTIES[owner]![name]!, urlOf(ctx, node));
    }
    const description = fieldset.id === 'default' ? {} : { description: '' };
    return { behavior: 'plone', ...description, fields, id: fieldset.id, title: fieldset.title };
  });
  for (const behavior of behaviors) {
    if (!behavior.fieldset) continue;
    // plone.autoform builds the form in input mode with omitReadOnly: read-only fields vanish entirely.
    const editable = behavior.fields.filter((field) => !field.readonly);
    let fieldset = fieldsets.find((candidate) => candidate.id === behavior.fieldset!.id);
    if (!fieldset) {
      fieldset = {
        behavior: 'plone',
        description: behavior.fieldset.description,
        fields: [],
        id: behavior.fieldset.id,
        title: behavior.fieldset.title,
      };
      fieldsets.push(fieldset);
    }
    for (const field of editable) {
      if (!(fieldset.fields as string[]).includes(field.name)) (fieldset.fields as string[]).push(field.name);
      properties[field.name] = fieldProperty(behavior, field);
    }
  }
  return {
    fieldsets,
    layouts: [...(recorded?.layouts ?? [type.layout])],
    properties,
    required: ['title'],
    title: type.title,
    type: 'object',
  };
}

/**
 * A copy of a property with `{site}` (the schemas were recorded on the site root) replaced by the URL of the object
 * the schema is asked on: plone.restapi writes vocabulary and source addresses below that object.
 */
function withContextUrl(property: Property, contextUrl: string): Property {
  return JSON.parse(JSON.stringify(property).split('{site}').join(contextUrl)) as Property;
}

/** What plone.restapi's JSON schema providers write for one of the social media fields. */
function fieldProperty(behavior: BehaviorDefinition, field: FieldDefinition): Property {
  const base: Property = { behavior: behavior.name, description: field.description, title: field.title };
  if (field.default !== undefined && field.default !== null) base.default = copyJson(field.default);
  switch (field.kind) {
    case 'bool':
      return { ...base, factory: 'Yes/No', type: 'boolean' };
    case 'asciiline':
    case 'textline':
      return { ...base, factory: 'Text line (String)', type: 'string' };
    case 'text':
      return { ...base, factory: 'Text', type: 'string', widget: 'textarea' };
    case 'objectList':
      return {
        ...base,
        factory: 'JSONField',
        type: 'dict',
        widget: 'json',
        ...(field.frontendOptions ? { widgetOptions: { frontendOptions: copyJson(field.frontendOptions) } } : {}),
      };
    default:
      return { ...base, type: 'string' };
  }
}
