// Content objects of the mock site: an ordered tree, each node with its type, UID, workflow state,
// owner, dates and stored field values (behavior fields included; computed ones are never stored).
// This file imports nothing of the model, so that every other file of it can import it without a cycle.

export interface WorkflowHistoryEntry {
  action: string | null;
  actor: string;
  comments: string;
  review_state: string;
  time: Date;
}

/** A version CMFEditions keeps of a versioned object: its stored fields and dates as they were then. */
export interface ContentVersion {
  actor: string;
  /** The change note: `Initial version` for the one made at creation without one; `null` for an edit without one. */
  comments: string | null;
  time: Date;
  /** How many workflow history entries came before it: where it sits among them in time. */
  afterHistory: number;
  fields: Record<string, unknown>;
  modified: Date;
  effective: Date | null;
}

/** A lock as plone.locking keeps it on an object (see `locking.ts` for the `@lock` service). */
export interface ContentLock {
  creator: string;
  /** When the lock was made or last refreshed (the WebDAV lock's modified time, which `time` and `created` show). */
  created: Date;
  timeout: number;
  token: string;
}

export interface ContentNode {
  id: string;
  uid: string;
  portalType: string;
  parent: ContentNode | null;
  /** Children in folder order (`getObjPositionInParent`). */
  children: ContentNode[];
  /** `null` for objects without workflow (the site root). */
  reviewState: string | null;
  owner: string;
  creators: string[];
  created: Date;
  modified: Date;
  /** Set by the first workflow transition, as Plone does; `null` while never published. */
  effective: Date | null;
  /** plone.publication's expiration date; `null` while the object never expires. */
  expires: Date | null;
  /** Stored field values by name (title, description and behavior fields). */
  fields: Record<string, unknown>;
  history: WorkflowHistoryEntry[];
  /** The versions of a versioned type (`versioning_enabled`), version 0 first; `[]` for other types. */
  versions: ContentVersion[];
  excludeFromNav: boolean;
  /** The layout a PATCH set (`setLayout`); absent while the type's default view applies. */
  layout?: string;
  /** The lock `@lock` set (plone.locking), absent when unlocked. */
  lock?: ContentLock;
  /**
   * plone.locking's INonStealableLock marker, which POST @lock {stealable: false} puts on the object, not on its
   * lock: it outlives a lock that times out and applies to the next one, until a DELETE @lock removes it.
   */
  nonStealableLock?: boolean;
  /**
   * The local roles `@sharing` gave here (`__ac_local_roles__`), by user or group id; Owner is `owner`, not kept here.
   * Absent while none were given.
   */
  localRoles?: Record<string, string[]>;
  /** `__ac_local_roles_block__`: the local roles of the folders above are not acquired here (`@sharing`'s inherit). */
  blockLocalRoles?: boolean;
}

/** The ids from the site root down to `node`, site root excluded (`[]` for the root). */
export function pathSegments(node: ContentNode): string[] {
  const segments: string[] = [];
  for (let current: ContentNode | null = node; current?.parent; current = current.parent) {
    segments.unshift(current.id);
  }
  return segments;
}

/** The acquisition chain: the object itself first, then each parent up to the site root. */
export function chain(node: ContentNode): ContentNode[] {
  const nodes: ContentNode[] = [];
  for (let current: ContentNode | null = node; current; current = current.parent) nodes.push(current);
  return nodes;
}

/**
 * Every node below `node` (itself first), depth first in folder order: the order of a tree walk. Iterative, so
 * that neither a deep tree nor a large folder costs more than one visit per node.
 */
export function descendants(node: ContentNode): ContentNode[] {
  const result: ContentNode[] = [];
  const pending: ContentNode[] = [node];
  while (pending.length > 0) {
    const current = pending.pop()!;
    result.push(current);
    for (let index = current.children.length - 1; index >= 0; index -= 1) pending.push(current.children[index]!);
  }
  return result;
}

/** The title as stored (`obj.title`), `""` when unset. */
export function titleOf(node: ContentNode): string {
  const title = node.fields.title;
  return typeof title === 'string' ? title : '';
}

/** The description as stored, `""` when unset. */
export function descriptionOf(node: ContentNode): string {
  const description = node.fields.description;
  return typeof description === 'string' ? description : '';
}
