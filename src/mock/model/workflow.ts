// simple_publication_workflow: states private, pending and published, and the transitions between them.
// `POST <path>/@workflow/<transition>` and `GET <path>/@workflow` are built on it.
import type { ContentNode, WorkflowHistoryEntry } from './content';
import { isoDate } from './dates';
import { canRequestReview, canReview } from './permissions';
import type { MockUser } from './users';

export const STATE_TITLES: Record<string, string> = {
  private: 'Private',
  pending: 'Pending review',
  published: 'Published',
};

/** The title plone.restapi shows for a review state (the id itself for a state it does not know). */
export function stateTitle(state: string): string {
  return STATE_TITLES[state] ?? state;
}

/** A history entry as plone.restapi writes it: in `@workflow`'s history and as a transition's answer. */
export function serializeHistoryEntry(entry: WorkflowHistoryEntry) {
  return {
    action: entry.action,
    actor: entry.actor,
    comments: entry.comments,
    review_state: entry.review_state,
    time: isoDate(entry.time),
    title: stateTitle(entry.review_state),
  };
}

interface Transition {
  id: string;
  title: string;
  from: string[];
  to: string;
  /** Who may trigger it. */
  guard: (node: ContentNode, user: MockUser | null) => boolean;
}

const TRANSITIONS: Transition[] = [
  { id: 'publish', title: 'Publish', from: ['private', 'pending'], to: 'published', guard: canReview },
  { id: 'reject', title: 'Send back', from: ['pending', 'published'], to: 'private', guard: canReview },
  { id: 'retract', title: 'Retract', from: ['pending', 'published'], to: 'private', guard: canRequestReview },
  { id: 'submit', title: 'Submit for publication', from: ['private'], to: 'pending', guard: canRequestReview },
];

/** A workflow history entry's title, as Plone's content history names it: `Create` for the initial entry. */
export function transitionTitle(action: string | null): string {
  if (action === null) return 'Create';
  return TRANSITIONS.find((transition) => transition.id === action)?.title ?? action;
}

/** The initial history entry of a new object. */
export function initialHistory(actor: string, time: Date): WorkflowHistoryEntry[] {
  return [{ action: null, actor, comments: '', review_state: 'private', time }];
}

/** The transitions `user` may trigger now, in id order (as `listActionInfos` lists them here). */
export function availableTransitions(node: ContentNode, user: MockUser | null): Array<{ id: string; title: string }> {
  if (node.reviewState === null) return [];
  return TRANSITIONS.filter((t) => t.from.includes(node.reviewState!) && t.guard(node, user)).map(({ id, title }) => ({
    id,
    title,
  }));
}

/** CMFCore's message id, which plone.restapi answers untranslated, its mapping not applied (as Plone 6.2 does). */
const NO_SUCH_ACTION = "No workflow provides the '${action_id}' action.";

export type TransitionOutcome = { ok: true; entry: WorkflowHistoryEntry } | { ok: false; message: string };

/**
 * Runs a transition. Like plone.restapi, a transition whose destination is the current state is a no-op success;
 * an unknown or unavailable one fails with CMFCore's message. The first transition sets `effective`.
 */
export function doTransition(
  node: ContentNode,
  transitionId: string,
  user: MockUser | null,
  now: Date,
  comment = '',
): TransitionOutcome {
  if (node.reviewState === null) {
    return { ok: false, message: NO_SUCH_ACTION };
  }
  if (node.effective === null) node.effective = now;
  const transition = TRANSITIONS.find((t) => t.id === transitionId);
  const allowed = transition && transition.from.includes(node.reviewState) && transition.guard(node, user);
  if (!allowed) {
    if (transition && transition.to === node.reviewState) return { ok: true, entry: node.history.at(-1)! };
    return { ok: false, message: NO_SUCH_ACTION };
  }
  const entry: WorkflowHistoryEntry = {
    action: transition.id,
    actor: user?.id ?? 'Anonymous User',
    comments: comment,
    review_state: transition.to,
    time: now,
  };
  node.reviewState = transition.to;
  node.history.push(entry);
  return { ok: true, entry };
}
