// The list-editing behaviour of the social links widget, shared by its two skins (the plain-React widget and the
// one built from Volto's parts): the rows read from the stored value, their problems, editing, moving, deleting
// with undo, adding, what a screen reader hears about it, and where the keyboard goes after each change.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { SocialLink } from '../contract/types';
import { hasNetwork } from '../networks/createNetworkRegistry';
import { homePageOfNetwork, otherNetworkOfAddress } from '../networks/editorNetworks';
import { useNetworkRegistry } from '../networks/NetworkRegistryContext';
import type { NetworkRegistry } from '../networks/types';
import { isMalformedLinkList, moveLink, newEditableLink, readEditableLinks, writeSocialLinks } from './editableLinks';
import type { EditableLink } from './editableLinks';
import { addressForNetwork, leaveAddress, pastedAddresses } from './leaveAddress';
import type { AddressDone } from './leaveAddress';
import { countBlocking, findLinkProblems } from './linkProblems';
import { listText } from './listText';
import { addressNetworkWarning, homePageWarning } from './networkWarnings';
import type { LinkProblems } from './linkProblems';
import { networkChoices, networkName, titleAfterNetworkChange } from './networkChoices';
import type { NetworkChoice } from './networkChoices';
import { widgetMessages as messages } from './widgetMessages';
import { withoutTracking } from './withoutTracking';

/** The class of a row's drag handle, in both skins: the keyboard returns there after a restore. */
export const LINK_HANDLE_CLASS = 'social-links-widget-handle';

/** What a row's fields may change. */
export type LinkChanges = Partial<Pick<EditableLink, 'network' | 'title' | 'url'>>;

/** A link as the new-link form hands it over. */
export interface NewLink {
  network: string;
  title: string;
  url: string;
}

export interface SocialLinksEditorOptions {
  /** The field name; `onChange` receives it back. */
  id: string;
  /** The stored value, whatever its shape. */
  value: unknown;
  onChange: (id: string, value: SocialLink[]) => void;
  /** The networks to offer; the nearest provider's, else the site-wide registry. */
  networks?: NetworkRegistry;
}

export interface SocialLinksEditor {
  links: EditableLink[];
  /** The problems of each row, in the same order. */
  problems: LinkProblems[];
  /** How many rows must be fixed before the form can be saved. */
  blocking: number;
  /** True when the stored value was not a list (the rows are a best reading of it). */
  malformed: boolean;
  choices: NetworkChoice[];
  registry: NetworkRegistry;
  /** The networks that already have a link (to warn before a second one). */
  usedNetworks: ReadonlySet<string>;
  /** The row's name as announced: its title, else its network's name, else "untitled link". */
  labelOf: (link: EditableLink) => string;
  /**
   * The row's name followed by its address when another row has the same name: what a closed row, which shows its
   * name alone, says (several links to one network are each titled after it, as the backend titles them).
   */
  distinctLabelOf: (link: EditableLink) => string;
  /** The last deleted link while it can still be brought back. */
  undoable: { link: EditableLink; index: number } | null;
  /** The latest polite announcement. */
  announcement: string;
  /** Counts the announcements, so that one worded as the last is said again (a new node in the live region). */
  announcementCount: number;
  /** Stable handlers, so that a keystroke re-renders only the row it edits. */
  onRowChange: (index: number, changes: LinkChanges) => void;
  onRowMove: (from: number, to: number) => void;
  onRowDelete: (index: number) => void;
  /**
   * The editor left a row's address field (its value is `url`): the address is trimmed, completed and rid of its
   * tracking parameters, and a link without a network is set to the one whose site the address is on
   * (`leaveAddress`); a screen reader hears what changed, and whether the address is its network's home page.
   */
  onRowAddressDone: (index: number, url: string) => void;
  /**
   * The editor pasted `text` over a row's whole address: when it lists several addresses, the row takes the first
   * and a new link after it each of the others, with the networks of their sites (`pastedAddresses`), and the paste
   * is taken (`true`); else it is left to the field.
   */
  onRowAddressPaste: (index: number, text: string) => boolean;
  /** The editor pasted `text` into the new-link form's empty address: several addresses become links at the end. */
  onNewAddressesPaste: (text: string) => boolean;
  /** Says what leaving an address changed (the new-link form's): completed, tracking removed, the network set. */
  announceAddressDone: (done: AddressDone) => void;
  /** Adds a link at the end and returns its row id. */
  onAdd: (link: NewLink) => string;
  /** Moves a row without moving the keyboard (drag and drop already keeps it on the handle). */
  reorder: (from: number, to: number) => void;
  undo: () => void;
  /** The element holding the rows (each with `data-link-id`), where focus requests are resolved. */
  containerRef: RefObject<HTMLDivElement>;
  undoRef: RefObject<HTMLButtonElement>;
}

type FocusRequest = { linkId: string; target: 'move-up' | 'move-down' | 'handle' } | { linkId: null; target: 'undo' };

/** The working state of one `social_links` field; every change calls `onChange(id, links)`. */
export function useSocialLinksEditor({ id, value, onChange, networks }: SocialLinksEditorOptions): SocialLinksEditor {
  const intl = useIntl();
  const registry = useNetworkRegistry(networks);
  const containerRef = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const [announced, setAnnounced] = useState({ text: '', count: 0 });
  const setAnnouncement = useCallback((text: string) => setAnnounced(({ count }) => ({ text, count: count + 1 })), []);
  const [lastDeleted, setLastDeleted] = useState<{ link: EditableLink; index: number } | null>(null);

  const links = useMemo(() => readEditableLinks(value), [value]);
  const choices = useMemo(() => networkChoices(registry, intl), [registry, intl]);
  const problems = useMemo(
    () =>
      findLinkProblems(
        links,
        (network) => hasNetwork(registry, network),
        (link) => otherNetworkOfAddress(registry, link.network.trim(), link.url)?.id ?? null,
        (link) => homePageOfNetwork(registry, link.network.trim(), link.url) !== null,
        (link) => withoutTracking(registry, link.url)?.removed ?? [],
      ),
    [links, registry],
  );
  const labelOf = (link: EditableLink) =>
    link.title.trim() || networkName(registry, link.network, intl) || intl.formatMessage(messages.untitled);
  // Named alike, closed rows could not be told apart in a long list without opening each: each of those also says
  // where it goes, as the links visitors see do.
  const namedOnce = new Set<string>();
  const sharedNames = new Set<string>();
  for (const link of links) {
    const name = labelOf(link);
    (namedOnce.has(name) ? sharedNames : namedOnce).add(name);
  }
  const distinctLabelOf = (link: EditableLink) => {
    const name = labelOf(link);
    const address = link.url.trim();
    return sharedNames.has(name) && address !== '' ? `${name} ${address}` : name;
  };

  const emit = (next: EditableLink[]) => onChange(id, writeSocialLinks(next));

  const edit = (index: number, changes: LinkChanges) => {
    const current = links[index];
    if (!current) return;
    const updated = { ...current, ...changes };
    if (changes.network !== undefined && changes.network !== current.network) {
      const oldName = networkName(registry, current.network, intl);
      updated.title = titleAfterNetworkChange(current.title, oldName, networkName(registry, changes.network, intl));
      // An address left incomplete for want of a network (a handle) is completed by the network chosen for it.
      const done = changes.url === undefined ? addressForNetwork(current.url, changes.network, choices) : null;
      if (done !== null) {
        updated.url = done.address;
        announceAddressDone(done);
      }
    }
    emit(links.map((link, i) => (i === index ? updated : link)));
  };

  const announceAddressDone = (done: AddressDone, homePage: string | null = null) => {
    const said: string[] = [];
    if (done.completed) said.push(intl.formatMessage(messages.announceAddressCompleted, { address: done.address }));
    if (done.removed.length > 0) {
      said.push(
        intl.formatMessage(messages.announceTrackingRemoved, { parameters: listText(intl.locale, done.removed) }),
      );
    }
    if (done.network !== null) {
      const name = networkName(registry, done.network, intl);
      said.push(intl.formatMessage(messages.announceNetworkFromAddress, { network: name }));
    }
    if (homePage !== null) said.push(homePage);
    if (said.length > 0) setAnnouncement(said.join(' '));
  };

  const addressDone = (index: number, url: string) => {
    const current = links[index];
    if (!current) return;
    const own = current.network.trim();
    const done = leaveAddress(url, own, registry, choices);
    const { address, network } = done;
    // The home page warning stands under the address once the editor has left it, away from where they are now.
    const homePage = homePageWarning({ network: network ?? own, url: address }, registry, intl);
    if (address !== url || network !== null) {
      edit(index, network === null ? { url: address } : { url: address, network });
    }
    announceAddressDone(done, homePage);
  };

  /** Several pasted addresses as links: the row at `index` takes the first, or (`null`) all are new at the end. */
  const pasteAddresses = (index: number | null, text: string): boolean => {
    const pasted = pastedAddresses(text, registry, choices);
    const current = index === null ? undefined : links[index];
    if (!pasted || (index !== null && !current)) return false;
    const made = pasted.map(({ address, network }) =>
      newEditableLink(network ?? '', network === null ? '' : networkName(registry, network, intl), address),
    );
    if (current) {
      // The row keeps its network and its title, if it has them.
      const first = made.shift()!;
      const own = current.network.trim() !== '';
      made.unshift(
        own
          ? { ...current, url: first.url }
          : {
              ...current,
              url: first.url,
              network: first.network,
              title: titleAfterNetworkChange(current.title, undefined, first.title),
            },
      );
    }
    const at = index ?? links.length;
    emit([...links.slice(0, at), ...made, ...links.slice(at + 1)]);
    setAnnouncement(
      intl.formatMessage(messages.announcePastedLinks, {
        count: made.length,
        titles: listText(intl.locale, made.map(labelOf)),
      }),
    );
    return true;
  };

  const move = (from: number, to: number, focusTarget?: 'move-up' | 'move-down') => {
    const link = links[from];
    if (!link || to < 0 || to >= links.length || from === to) return;
    if (focusTarget) focusRequest.current = { linkId: link['@id'], target: focusTarget };
    emit(moveLink(links, from, to));
    setAnnouncement(
      intl.formatMessage(messages.announceMoved, {
        title: labelOf(link),
        position: intl.formatNumber(to + 1),
        count: intl.formatNumber(links.length),
      }),
    );
  };

  const remove = (index: number) => {
    const link = links[index];
    if (!link) return;
    setLastDeleted({ link, index });
    focusRequest.current = { linkId: null, target: 'undo' };
    emit(links.filter((_, i) => i !== index));
    setAnnouncement(intl.formatMessage(messages.announceDeleted, { title: labelOf(link) }));
  };

  // A deleted link that is back in the value (the form was reset, say) has nothing left to undo.
  const undoable = lastDeleted && !links.some((link) => link['@id'] === lastDeleted.link['@id']) ? lastDeleted : null;

  const undo = () => {
    if (!undoable) return;
    const index = Math.min(undoable.index, links.length);
    const restored = undoable.link;
    focusRequest.current = { linkId: restored['@id'], target: 'handle' };
    emit([...links.slice(0, index), restored, ...links.slice(index)]);
    setLastDeleted(null);
    setAnnouncement(
      intl.formatMessage(messages.announceRestored, {
        title: labelOf(restored),
        position: intl.formatNumber(index + 1),
      }),
    );
  };

  const add = ({ network, title, url }: NewLink) => {
    const link = newEditableLink(network, title, url);
    emit([...links, link]);
    setAnnouncement(intl.formatMessage(messages.announceAdded, { title: labelOf(link) }));
    return link['@id'];
  };

  const reorder = (from: number, to: number) => {
    if (from < 0 || to < 0 || from === to) return;
    emit(moveLink(links, from, to));
  };

  const latest = useRef({ edit, addressDone, announceAddressDone, pasteAddresses, move, remove, add, reorder, undo });
  latest.current = { edit, addressDone, announceAddressDone, pasteAddresses, move, remove, add, reorder, undo };
  const onRowChange = useCallback((index: number, changes: LinkChanges) => latest.current.edit(index, changes), []);
  const onRowMove = useCallback(
    (from: number, to: number) => latest.current.move(from, to, to < from ? 'move-up' : 'move-down'),
    [],
  );
  const onRowDelete = useCallback((index: number) => latest.current.remove(index), []);
  const onRowAddressDone = useCallback((index: number, url: string) => latest.current.addressDone(index, url), []);
  const onRowAddressPaste = useCallback(
    (index: number, text: string) => latest.current.pasteAddresses(index, text),
    [],
  );
  const onNewAddressesPaste = useCallback((text: string) => latest.current.pasteAddresses(null, text), []);
  const stableAnnounceAddressDone = useCallback((done: AddressDone) => latest.current.announceAddressDone(done), []);
  const onAdd = useCallback((link: NewLink) => latest.current.add(link), []);
  const stableReorder = useCallback((from: number, to: number) => latest.current.reorder(from, to), []);
  const stableUndo = useCallback(() => latest.current.undo(), []);
  const networksKey = links.map((link) => link.network).join('\n');
  const usedNetworks = useMemo(() => new Set(networksKey.split('\n')), [networksKey]);

  // Moving, deleting and restoring re-render the list; keep the keyboard where the editor was.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    if (request.target === 'undo') {
      undoRef.current?.focus();
      return;
    }
    const row = Array.from(containerRef.current?.querySelectorAll<HTMLElement>('[data-link-id]') ?? []).find(
      (element) => element.dataset.linkId === request.linkId,
    );
    if (!row) return;
    const wanted = row.querySelector<HTMLButtonElement>(
      request.target === 'handle' ? `.${LINK_HANDLE_CLASS}` : `[data-action="${request.target}"]`,
    );
    const other = row.querySelector<HTMLButtonElement>(
      `[data-action="${request.target === 'move-up' ? 'move-down' : 'move-up'}"]`,
    );
    const handle = row.querySelector<HTMLButtonElement>(`.${LINK_HANDLE_CLASS}`);
    (wanted && !wanted.disabled ? wanted : other && !other.disabled ? other : handle)?.focus();
  }, [links, lastDeleted]);

  // The warning of an address on another network's site stands under the network, away from the address being
  // typed: a screen reader hears it as it appears. Not for links that were so when the widget opened, nor for a
  // link just added (its addition is what is said).
  const addressNetworks = useRef<Map<string, string | null> | null>(null);
  useEffect(() => {
    const before = addressNetworks.current;
    addressNetworks.current = new Map(links.map((link, index) => [link['@id'], problems[index]!.addressNetwork]));
    links.forEach((link, index) => {
      const other = problems[index]!.addressNetwork;
      if (other === null || !before || !before.has(link['@id']) || before.get(link['@id']) === other) return;
      setAnnouncement(addressNetworkWarning(link, other, registry, intl));
    });
  }, [links, problems, registry, intl, setAnnouncement]);

  return {
    links,
    problems,
    blocking: countBlocking(problems),
    malformed: isMalformedLinkList(value),
    choices,
    registry,
    usedNetworks,
    labelOf,
    distinctLabelOf,
    undoable,
    announcement: announced.text,
    announcementCount: announced.count,
    onRowChange,
    onRowMove,
    onRowDelete,
    onRowAddressDone,
    onRowAddressPaste,
    onNewAddressesPaste,
    announceAddressDone: stableAnnounceAddressDone,
    onAdd,
    reorder: stableReorder,
    undo: stableUndo,
    containerRef,
    undoRef,
  };
}
