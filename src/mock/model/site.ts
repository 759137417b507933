// The in-memory Plone site: content tree, portal types and their behaviors, users, clock and UIDs.
// Everything the HTTP handlers need is a plain method here or a function of this model.
import { behaviorNames, DEFAULT_BEHAVIOR_PREFIX } from '../../contract/behaviors';
import { copyJson } from './copyJson';
import {
  createBehaviorRegistry,
  type BehaviorDefinition,
  type BehaviorRegistry,
  type FieldDefinition,
} from './behaviors';
import { chain, type ContentNode } from './content';
import { normalizeId, randomUid, uniqueId } from './ids';
import { defaultPortalTypes, type PortalType } from './portalTypes';
import { createUser, DEFAULT_MANAGER, type Authenticator, type MockUser, type MockUserInit } from './users';
import { initialHistory } from './workflow';

export interface MockSiteOptions {
  /** The site id, the first path segment (`/Plone`). */
  id?: string;
  title?: string;
  description?: string;
  /** Vendor prefix of the behavior names (default `example`). */
  behaviorPrefix?: string;
  /** Users; default the manager `admin`/`admin`. */
  users?: MockUserInit[];
  /** Secret of the JWTs `@login` issues. */
  tokenSecret?: string;
  /** Token lifetime; plone.restapi's default is 12 hours. */
  tokenLifetimeSeconds?: number;
  /** The clock (dates of new objects, transitions, token expiry). */
  now?: () => Date;
  /** UID generator (default random, as Plone). */
  uid?: () => string;
  /** Portal types; default Plone Site, Folder, Document, News Item (see `defaultPortalTypes`). */
  types?: PortalType[];
  /**
   * OUR CONTRACT (default `true`): the inherit walk skips objects the caller may not View.
   * `false` reproduces Plone 6.2 (backend/FINDINGS.md): the View check of the first marker provider decides the
   * whole request, so a provider the caller may not View leaves the behavior out.
   */
  inheritSkipsUnviewable?: boolean;
}

export interface NewContent {
  type: string;
  /** Chosen from the title when absent, as Plone's name chooser does. */
  id?: string;
  title: string;
  description?: string;
  /** Stored field values (behavior fields). */
  fields?: Record<string, unknown>;
  owner?: string;
  /** `published` to create the object already published. */
  state?: 'private' | 'published';
  created?: Date;
  excludeFromNav?: boolean;
  uid?: string;
}

export class MockSite {
  readonly id: string;
  readonly root: ContentNode;
  readonly behaviors: BehaviorRegistry;
  readonly types = new Map<string, PortalType>();
  readonly auth: Authenticator;
  readonly now: () => Date;
  readonly newUid: () => string;
  readonly inheritSkipsUnviewable: boolean;
  readonly behaviorPrefix: string;
  /** plone.app.redirector's storage (`redirector.ts`): old paths (`/a/page`) to the objects moved away from them. */
  readonly redirects = new Map<string, ContentNode>();

  constructor(options: MockSiteOptions = {}) {
    this.id = options.id ?? 'Plone';
    this.behaviorPrefix = options.behaviorPrefix ?? DEFAULT_BEHAVIOR_PREFIX;
    const names = behaviorNames(this.behaviorPrefix);
    this.behaviors = createBehaviorRegistry(names, this.behaviorPrefix);
    for (const type of options.types ?? defaultPortalTypes(names)) this.types.set(type.id, copyJson(type));
    this.now = options.now ?? (() => new Date());
    this.newUid = options.uid ?? randomUid;
    this.inheritSkipsUnviewable = options.inheritSkipsUnviewable ?? true;
    this.auth = {
      users: new Map(),
      secret: options.tokenSecret ?? 'mock-plone-jwt-secret',
      tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 12 * 60 * 60,
      now: this.now,
    };
    for (const user of options.users ?? [DEFAULT_MANAGER]) this.addUser(user);
    const now = this.now();
    this.root = {
      id: this.id,
      uid: this.newUid(),
      portalType: 'Plone Site',
      parent: null,
      children: [],
      reviewState: null,
      owner: 'admin',
      creators: ['admin'],
      created: now,
      modified: now,
      effective: null,
      expires: null,
      fields: { title: options.title ?? 'Plone site', description: options.description ?? '' },
      history: [],
      versions: [],
      excludeFromNav: false,
    };
  }

  /** Adds (or replaces) a user. */
  addUser(init: MockUserInit): MockUser {
    const user = createUser(init);
    this.auth.users.set(user.id, user);
    return user;
  }

  /** The user with this id, if any. */
  user(id: string): MockUser | undefined {
    return this.auth.users.get(id);
  }

  /** The object at a site-relative path (`''`, `'/'`, `'/team/alice'`), or `undefined`. */
  get(path: string): ContentNode | undefined {
    const { node, remaining } = this.traverse(path.split('/').filter(Boolean));
    return remaining.length === 0 ? node : undefined;
  }

  /** Walks ids from the site root; stops at the first id that is not a child (`remaining` holds the rest). */
  traverse(segments: string[]): { node: ContentNode; remaining: string[] } {
    let node = this.root;
    let index = 0;
    for (; index < segments.length; index += 1) {
      const child = node.children.find((candidate) => candidate.id === segments[index]);
      if (!child) break;
      node = child;
    }
    return { node, remaining: segments.slice(index) };
  }

  /** The object with this UID, if any. */
  byUid(uid: string): ContentNode | undefined {
    const visit = (node: ContentNode): ContentNode | undefined =>
      node.uid === uid ? node : node.children.map(visit).find(Boolean);
    return visit(this.root);
  }

  /** The portal type of an object. */
  typeOf(node: ContentNode): PortalType {
    const type = this.types.get(node.portalType);
    if (!type) throw new Error(`Unknown portal type ${node.portalType}`);
    return type;
  }

  /** The behaviors the object's type has enabled, in FTI order (unknown names are skipped). */
  behaviorsOf(node: ContentNode): BehaviorDefinition[] {
    return this.typeOf(node)
      .behaviors.map((name) => this.behaviors.lookup(name))
      .filter((behavior): behavior is BehaviorDefinition => behavior !== undefined);
  }

  /** Whether the object provides a marker interface (through a behavior or its class). */
  provides(node: ContentNode, marker: string): boolean {
    return this.typeOf(node).provides.includes(marker) || this.behaviorsOf(node).some((b) => b.marker === marker);
  }

  /**
   * The object's navigation root: the closest object of its chain (itself first) that provides `INavigationRoot`, a
   * subsite or a language root folder, else the site root (plone.base's get_navigation_root_object).
   */
  navigationRootOf(node: ContentNode): ContentNode {
    return chain(node).find((candidate) => this.provides(candidate, 'INavigationRoot')) || this.root;
  }

  /** Enables a behavior on a type, as ticking it in the Dexterity types control panel does. */
  enableBehavior(typeId: string, behaviorName: string): void {
    const type = this.types.get(typeId);
    if (!type) throw new Error(`Unknown portal type ${typeId}`);
    if (!type.behaviors.includes(behaviorName)) type.behaviors.push(behaviorName);
  }

  /** Disables a behavior on a type; stored values stay on the objects, as in Plone. */
  disableBehavior(typeId: string, behaviorName: string): void {
    const type = this.types.get(typeId);
    if (type) type.behaviors = type.behaviors.filter((name) => name !== behaviorName);
  }

  /**
   * The value a field reads: computed for read-only fields, the stored value, or the schema default.
   * @throws TypeError when a computed field cannot be computed (e.g. `social_links` stored as `null`).
   */
  readField(node: ContentNode, field: FieldDefinition): unknown {
    return copyJson(this.storedOrComputed(node, field));
  }

  /** The field's value as stored (not a copy), or computed from such values: for `readField` to copy. */
  private storedOrComputed(node: ContentNode, field: FieldDefinition): unknown {
    if (field.compute) {
      const behavior = this.behaviorsOf(node).find((b) => b.fields.includes(field));
      const read = (name: string) => {
        const sibling = behavior?.fields.find((f) => f.name === name);
        return sibling ? this.storedOrComputed(node, sibling) : undefined;
      };
      return field.compute(read);
    }
    if (Object.prototype.hasOwnProperty.call(node.fields, field.name)) return node.fields[field.name];
    return field.default === undefined ? null : field.default;
  }

  /** Stores field values as given, without validation (fixtures; the API goes through `deserializeFields`). */
  setFields(node: ContentNode, values: Record<string, unknown>): void {
    Object.assign(node.fields, copyJson(values));
    node.modified = this.now();
  }

  /** Creates an object without permission checks or validation (fixtures and the content POST). */
  create(container: ContentNode, init: NewContent): ContentNode {
    if (!this.types.has(init.type)) throw new Error(`Unknown portal type ${init.type}`);
    const taken = (id: string) => container.children.some((child) => child.id === id);
    const id = init.id ?? uniqueId(normalizeId(init.title), taken);
    if (taken(id)) throw new Error(`The id "${id}" is invalid - it is already in use.`);
    const now = init.created ?? this.now();
    const owner = init.owner ?? 'admin';
    const node: ContentNode = {
      id,
      uid: init.uid ?? this.newUid(),
      portalType: init.type,
      parent: container,
      children: [],
      reviewState: this.types.get(init.type)!.workflow ? 'private' : null,
      owner,
      creators: [owner],
      created: now,
      modified: now,
      effective: null,
      expires: null,
      fields: copyJson({ title: init.title, description: init.description ?? '', ...init.fields }),
      history: this.types.get(init.type)!.workflow ? initialHistory(owner, now) : [],
      versions: [],
      excludeFromNav: init.excludeFromNav ?? false,
    };
    container.children.push(node);
    // CMFEditions keeps the first version as the object is added: at its creation, also for content made with a date.
    this.keepVersion(node, owner, 'Initial version', now);
    if (init.state === 'published') {
      node.reviewState = 'published';
      node.effective = now;
      node.history.push({ action: 'publish', actor: owner, comments: '', review_state: 'published', time: now });
    }
    return node;
  }

  /**
   * Keeps a version of `node` as it is now, when its type is versioned (CMFEditions, on creation and on each edit);
   * `comments` is `Initial version` for the first, an edit's change note or `null` for an edit without one; `time`
   * is when it is kept (now, unless content is made with a date of its own).
   */
  keepVersion(node: ContentNode, actor: string, comments: string | null, time: Date = this.now()): void {
    if (!this.types.get(node.portalType)!.versioned) return;
    node.versions.push({
      actor,
      comments,
      time,
      afterHistory: node.history.length,
      fields: copyJson(node.fields),
      modified: node.modified,
      effective: node.effective,
    });
  }

  /** Removes an object (and everything below it) from its container. */
  remove(node: ContentNode): void {
    if (!node.parent) throw new Error('The site root cannot be removed');
    node.parent.children = node.parent.children.filter((child) => child !== node);
    node.parent = null;
  }
}

/**
 * Creates an empty mock site: only the site root (titled `Plone site`, as Plone names it), the default types and the
 * manager.
 */
export function createMockSite(options?: MockSiteOptions): MockSite {
  return new MockSite(options);
}
