// How the client words valibot's issues in an error or a problem: one line, each issue with its place.
import { getDotPath } from 'valibot';
import type { BaseIssue } from 'valibot';
import type { ValidationProblem } from './validationProblems';

/** One line naming what went wrong, with its place inside the checked value. */
export function describeIssues(issues: ReadonlyArray<BaseIssue<unknown>>): string {
  return issues
    .map((issue) => {
      const where = getDotPath(issue);
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** The issues as problems a program can list: each with its place (`''` for the value itself) and its message. */
export function issuesAsProblems(issues: ReadonlyArray<BaseIssue<unknown>>): ValidationProblem[] {
  return issues.map((issue) => ({ path: getDotPath(issue) ?? '', reason: issue.message }));
}
