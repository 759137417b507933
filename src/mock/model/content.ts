// Content objects of the mock site: an ordered tree, each node with its type, UID, workflow state,
// owner, dates and stored field values (behavior fields included; computed ones are never stored).
import type { ContentLock } from './locking';

export interface WorkflowHistoryEntry {
  action: string | null;
  actor: string;
  comments: string;
  review_state: string;
  time: Date;
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
  /** Stored field values by name (title, description and behavior fields). */
  fields: Record<string, unknown>;
  history: WorkflowHistoryEntry[];
  excludeFromNav: boolean;
  /** The lock `@lock` set (plone.locking), absent when unlocked. */
  lock?: ContentLock;
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

/** Every node below `node` (itself first), depth first in folder order: the order of a tree walk. */
export function descendants(node: ContentNode): ContentNode[] {
  const result: ContentNode[] = [node];
  for (const child of node.children) result.push(...descendants(child));
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
