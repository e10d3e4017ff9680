import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageId, messageParams, type MessageId, type MessageParams } from '@kuza/common';
import { firstServerError } from '@/apollo/errors';

/** What an error of the server says, by the contract of README's API section. */
export interface ServerMessage {
  messageId: MessageId;
  params?: MessageParams;
}

const isParams = (value: unknown): value is MessageParams =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number');

/** `extensions.messageId` and `extensions.params` of the first GraphQL error; undefined for network failures. */
export function serverMessage(error: unknown): ServerMessage | undefined {
  const extensions = firstServerError(error)?.extensions;
  const messageId = extensions?.messageId;
  if (!isMessageId(messageId)) return undefined;
  return { messageId, params: isParams(extensions?.params) ? extensions.params : undefined };
}

/**
 * Shows messages in the reader's language, by id from the `messages` catalogs: a rule of common/ that a form checks
 * (`text(id)`), or what the server answered (`fromError(error, fallback)`). The values a message names come from
 * the error's params, over the fixed ones of common/'s table.
 */
export function useServerMessage() {
  const { t } = useTranslation('messages');
  return useMemo(() => {
    const text = (id: MessageId, params?: MessageParams): string => t(id, messageParams(id, params));
    /** A message id (a rule of common/ that a form checked), or any other text as given. */
    const textOf = (message: string | undefined) => (isMessageId(message) ? text(message) : message);
    /** The server's message for a failed operation; `fallback` (or undefined) when it sent none (network failures). */
    function fromError(error: unknown, fallback: string): string;
    function fromError(error: unknown): string | undefined;
    function fromError(error: unknown, fallback?: string): string | undefined {
      const found = serverMessage(error);
      return found ? text(found.messageId, found.params) : fallback;
    }
    return { text, textOf, fromError };
  }, [t]);
}
