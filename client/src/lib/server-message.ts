import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageParams, type MessageId, type MessageParams } from '@kuza/common';
import { firstServerError } from '@/apollo/errors';

/** What an error of the server says, by the contract of README's API section. */
export interface ServerMessage {
  /** An id of common/'s table (messages.ts); a server newer than this client may send one it does not know. */
  messageId: string;
  params?: MessageParams;
  /** The English text, shown when this client has no translation for the id. */
  message: string;
}

const isParams = (value: unknown): value is MessageParams =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number');

/** `extensions.messageId` and `extensions.params` of the first GraphQL error; undefined for network failures. */
export function serverMessage(error: unknown): ServerMessage | undefined {
  const first = firstServerError(error);
  const messageId = first?.extensions?.messageId;
  if (!first || typeof messageId !== 'string') return undefined;
  const params = first.extensions?.params;
  return { messageId, params: isParams(params) ? params : undefined, message: first.message };
}

/**
 * Shows messages in the reader's language, by id from the `messages` catalogs: a rule of common/ that a form checked
 * (`text(id)`), or what the server answered (`fromError(error, fallback)`). The values a message names come from
 * the error's params, over the fixed ones of common/ (message-params.ts). Only the ids and those values reach the
 * browser: the English texts stay in the catalogs.
 */
export function useServerMessage() {
  const { t, i18n } = useTranslation('messages');
  return useMemo(() => {
    const text = (id: MessageId, params?: MessageParams): string => t(id, messageParams(id, params));
    /** A message id (a zod rule of common/ gives its id as its message), or any other text as given. */
    const textOf = (message: string | undefined) =>
      message && i18n.exists(message, { ns: 'messages' }) ? t(message, messageParams(message)) : message;
    /** The server's message for a failed operation; `fallback` (or undefined) when it sent none (network failures). */
    function fromError(error: unknown, fallback: string): string;
    function fromError(error: unknown): string | undefined;
    function fromError(error: unknown, fallback?: string): string | undefined {
      const found = serverMessage(error);
      if (!found) return fallback;
      return t(found.messageId, { ...messageParams(found.messageId, found.params), defaultValue: found.message });
    }
    return { text, textOf, fromError };
  }, [t, i18n]);
}
