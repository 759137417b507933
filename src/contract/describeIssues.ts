// How the client words valibot's issues in an error or a problem: one line, each issue with its place.
import { getDotPath } from 'valibot';
import type { BaseIssue } from 'valibot';

/** One line naming what went wrong, with its place inside the checked value. */
export function describeIssues(issues: ReadonlyArray<BaseIssue<unknown>>): string {
  return issues
    .map((issue) => {
      const where = getDotPath(issue);
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
