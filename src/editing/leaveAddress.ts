// What leaving a link's address field makes of it, the same in the rows of both skins and in the new-link form, and
// what pasting several addresses into one makes of them.
import type { ClipboardEvent } from 'react';
import type { NetworkRegistry } from '../networks/types';
import { completeAddress, isFediverseHandle } from './completeAddress';
import { targetProblem } from './linkProblems';
import { withLowerCaseHost } from './lowerCaseHost';
import { withoutProfileSlash } from './profileSlash';
import { networkOfAddress } from './networkChoices';
import type { NetworkChoice } from './networkChoices';
import { withoutTracking } from './withoutTracking';

/** The address an editor left, and what leaving it changed (for the live region to say). */
export interface AddressDone {
  /**
   * The address to keep: without the spaces and invisible characters around it, completed, without tracking
   * parameters, its scheme and host in lower case, an X or Facebook profile's without a slash after the name.
   */
  address: string;
  /** Whether it was completed from what the editor typed (`completeAddress`). */
  completed: boolean;
  /** The tracking parameters removed from it (`withoutTracking`), in the order they stood. */
  removed: string[];
  /** The network set from the address's site (or Mastodon, from a fediverse handle), for a link without one. */
  network: string | null;
}

/**
 * What leaving the address `url` of a link set to `network` (`''` for none yet) makes of it: the address without the
 * spaces and invisible characters around it (a zero-width space, direction marks: `withoutInvisibleEnds`), completed
 * (with the network's profile address for a handle), its tracking parameters removed, and for a link without a
 * network the one whose site the address is on (Mastodon for a fediverse handle on any server); the scheme and host
 * of a web address in lower case (`withLowerCaseHost`), and on a link to X or Facebook a profile's address without a
 * slash after the name, which would give the site no username (`withoutProfileSlash`).
 */
export function leaveAddress(
  url: string,
  network: string,
  registry: NetworkRegistry,
  choices: readonly NetworkChoice[],
): AddressDone {
  const typed = withoutInvisibleEnds(url);
  const completed = completeAddress(typed, network, choices.find((choice) => choice.id === network)?.profile);
  const cleaned = withoutTracking(registry, completed ?? typed);
  const lowered = withLowerCaseHost(cleaned?.url ?? completed ?? typed);
  const found =
    network === '' ? (networkOfAddress(registry, choices, lowered) ?? fediverseNetwork(typed, choices)) : null;
  return {
    address: withoutProfileSlash(found ?? network, lowered),
    completed: completed !== null,
    removed: cleaned?.removed ?? [],
    network: found,
  };
}

/**
 * `mastodon` for a fediverse handle, when the editor may pick that network: the handle names a Mastodon account on a
 * server the network's hostnames need not list (`@anna@hachyderm.io`). Else `null`.
 */
function fediverseNetwork(typed: string, choices: readonly NetworkChoice[]): string | null {
  return isFediverseHandle(typed) && choices.some((choice) => choice.id === 'mastodon') ? 'mastodon' : null;
}

/** Spaces and format characters (Unicode's Cf: zero-width spaces and joiners, direction marks, isolates, the BOM). */
const INVISIBLE_ENDS = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/**
 * `text` without the spaces and invisible characters at its ends, which come along when an address is copied from a
 * profile's bio, a right-to-left page or a chat app: an editor cannot see them, and an address may not hold them.
 */
function withoutInvisibleEnds(text: string): string {
  return text.replace(INVISIBLE_ENDS, '');
}

/**
 * What choosing `network` for a link makes of its address `url` left incomplete for want of one (a handle becomes the
 * network's profile address), or `null` when it stays as it is.
 */
export function addressForNetwork(url: string, network: string, choices: readonly NetworkChoice[]): AddressDone | null {
  const completed = completeAddress(url, network, choices.find((choice) => choice.id === network)?.profile);
  return completed === null ? null : { address: completed, completed: true, removed: [], network: null };
}

/**
 * The addresses of a pasted text that lists several (one per line, or between spaces, commas or semicolons), each as
 * leaving an address field without a network makes it (`leaveAddress`), or `null` when the text is not such a list:
 * one address, or a part that is none even once completed (a sentence, a handle), which is pasted as it is.
 */
export function pastedAddresses(
  text: string,
  registry: NetworkRegistry,
  choices: readonly NetworkChoice[],
): AddressDone[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length < 2) return null;
  const done = parts.map((part) => leaveAddress(part, '', registry, choices));
  return done.every((address) => targetProblem(address.address) === null) ? done : null;
}

/** The text pasted into an input when it replaces its whole value (empty, or all of it selected), else `null`. */
export function wholeFieldPaste(event: ClipboardEvent<HTMLElement>): string | null {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return null;
  const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
  return whole ? event.clipboardData.getData('text') : null;
}
