// The widget's working copy of a `social_links` value: one editable row per stored item, read tolerantly
// from whatever the form holds (null, a JSON string, items without href), and written back as link items.
import type { SocialLink, SocialLinkTarget } from '../contract/types';
import { isPlainObject } from '../contract/validationProblems';
import { shownHref } from '../core/linkTarget';
import { newLinkId } from './newLinkId';

/** One link as the editor sees it. `@id` is unique within the list, so it doubles as the row key. */
export interface EditableLink {
  '@id': string;
  /** The network id (`''` when the stored item had none). */
  network: string;
  title: string;
  /** The first target's URL, as typed. */
  url: string;
  /** The first target's own title, kept as stored. */
  urlTitle?: string;
  /** Further targets: the backend ignores them, the widget keeps them. */
  moreTargets: SocialLinkTarget[];
  /** True when the stored item was not a well-formed link item and was read as best the widget could. */
  repaired: boolean;
  /**
   * True when visitors do not see the item as it is stored: the site skips a link without a safe target (the rule of
   * `shownHref`, the same for every view), so the editor says so until a fixed version is saved.
   */
  hiddenAsStored?: boolean;
}

/** Reads a stored value into rows. Never throws and never drops an item: what is unreadable becomes a row to fix. */
export function readEditableLinks(value: unknown): EditableLink[] {
  const items = storedItems(value);
  const seen = new Set<string>();
  return items.map((item) => {
    const link = readItem(item);
    if (shownHref(item) === null) link.hiddenAsStored = true;
    for (let attempt = 1; seen.has(link['@id']); attempt += 1) {
      // Two items with one `@id` cannot both be rows; the later one gets its own, once per stored object.
      link['@id'] = generatedId(item, `duplicate-${attempt}`);
      link.repaired = true;
    }
    seen.add(link['@id']);
    return link;
  });
}

/** True when the stored value is neither absent nor a list, so the rows are a best reading of it. */
export function isMalformedLinkList(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '' && !Array.isArray(value);
}

/** The contract's link items for the rows, in the order shown, with nothing of the editor's state. */
export function writeSocialLinks(links: readonly EditableLink[]): SocialLink[] {
  return links.map((link) => {
    const first: SocialLinkTarget = { '@id': link.url };
    if (link.urlTitle !== undefined) first.title = link.urlTitle;
    const keepsFirst = link.url !== '' || link.urlTitle !== undefined || link.moreTargets.length > 0;
    return {
      '@id': link['@id'],
      id: link.network,
      title: link.title,
      href: keepsFirst ? [first, ...link.moreTargets.map((target) => ({ ...target }))] : [],
    };
  });
}

/** A new row for a link an editor adds. */
export function newEditableLink(network: string, title: string, url: string): EditableLink {
  return { '@id': newLinkId(), network, title, url, moreTargets: [], repaired: false };
}

/** Moves the row at `from` to `to` (both clamped); returns a new list. */
export function moveLink<T>(links: readonly T[], from: number, to: number): T[] {
  const next = links.slice();
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

function storedItems(value: unknown): unknown[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    // The backend accepts a JSON string for a JSONField; an editor may meet one stored that way.
    const parsed = parseJson(value);
    if (parsed !== undefined && typeof parsed === 'object' && parsed !== null) return storedItems(parsed);
    return [value];
  }
  return [value];
}

function readItem(item: unknown): EditableLink {
  if (!isPlainObject(item)) {
    // Not an object: keep its text in the target field, where the editor sees it and can fix or delete it.
    return {
      '@id': generatedId(item, 'item'),
      network: '',
      title: '',
      url: typeof item === 'string' ? item : (JSON.stringify(item) ?? String(item)),
      moreTargets: [],
      repaired: true,
    };
  }
  const storedId = item['@id'];
  const hasId = typeof storedId === 'string' && storedId !== '';
  const href = readTargets(item.href);
  const network = typeof item.id === 'string' ? item.id : '';
  const title = typeof item.title === 'string' ? item.title : textOf(item.title);
  const link: EditableLink = {
    '@id': hasId ? storedId : generatedId(item, 'item'),
    network,
    title,
    url: href.first?.['@id'] ?? '',
    moreTargets: href.more,
    repaired: !hasId || typeof item.id !== 'string' || typeof item.title !== 'string' || href.repaired,
  };
  if (href.first?.title !== undefined) link.urlTitle = href.first.title;
  return link;
}

function readTargets(href: unknown): { first?: SocialLinkTarget; more: SocialLinkTarget[]; repaired: boolean } {
  if (href === undefined || href === null) return { more: [], repaired: true };
  if (typeof href === 'string') return { first: { '@id': href }, more: [], repaired: true };
  if (!Array.isArray(href)) return { first: readTarget(href).target, more: [], repaired: true };
  const targets = href.map(readTarget);
  const [first, ...more] = targets;
  const result: { first?: SocialLinkTarget; more: SocialLinkTarget[]; repaired: boolean } = {
    more: more.map((entry) => entry.target),
    repaired: targets.some((entry) => entry.repaired),
  };
  if (first) result.first = first.target;
  return result;
}

function readTarget(entry: unknown): { target: SocialLinkTarget; repaired: boolean } {
  if (typeof entry === 'string') return { target: { '@id': entry }, repaired: true };
  if (!isPlainObject(entry)) return { target: { '@id': textOf(entry) }, repaired: true };
  const url = entry['@id'];
  const target: SocialLinkTarget = { '@id': typeof url === 'string' ? url : textOf(url) };
  if (typeof entry.title === 'string') target.title = entry.title;
  return { target, repaired: typeof url !== 'string' };
}

const generatedIds = new WeakMap<object, Map<string, string>>();
const generatedForValues = new Map<string, string>();

/** An `@id` made up for a stored item that lacks a usable one; the same item always gets the same one. */
function generatedId(item: unknown, reason: string): string {
  if (typeof item === 'object' && item !== null) {
    let byReason = generatedIds.get(item);
    if (!byReason) generatedIds.set(item, (byReason = new Map()));
    let id = byReason.get(reason);
    if (!id) byReason.set(reason, (id = newLinkId()));
    return id;
  }
  // Primitive items have no identity; key them by their text so a re-render finds the same row.
  const key = `${reason}:${typeof item}:${String(item)}`;
  let id = generatedForValues.get(key);
  if (!id) {
    id = newLinkId();
    if (generatedForValues.size > 500) generatedForValues.clear();
    generatedForValues.set(key, id);
  }
  return id;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
