import { issuesByField } from './form';

/** What a failed zod parse carries (structurally, so the browser bundle needs no zod import here). */
interface ParseFailure {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * A failed parse's issues as the callable API sends them ({ path: 'address.city', message }), so a
 * form checking its input in the browser with the server's own schema treats both refusals alike.
 */
export function issueRows(error: ParseFailure): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** A failed parse as the fields' errors: the first message of each top-level field (issuesByField). */
export function parseErrorsByField(error: ParseFailure): Record<string, string> {
  return issuesByField({ issues: issueRows(error) });
}
