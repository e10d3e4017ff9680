import type { z } from 'zod';
import { isMessageId, messageText, type MessageId } from './messages';

export interface FirstIssue {
  field: string;
  /** The rule's message id (common/'s schemas give one to every rule). */
  messageId: MessageId;
  /** The same message in English. */
  message: string;
}

/** Validates with a schema and returns the parsed value or the first failing rule (field path and message). */
export function firstIssue<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; issue: FirstIssue } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  // A rule without a message of its own says zod's "Invalid input".
  const messageId = isMessageId(issue.message) ? issue.message : 'errors.invalidInput';
  return { ok: false, issue: { field: issue.path.map(String).join('.'), messageId, message: messageText(messageId) } };
}
