import { GraphQLError } from 'graphql';
import { messageParams, messageText, type MessageId, type MessageParams } from '@kuza/common';

/** A GraphQL error as the server sends one (README, API section): code, messageId, field and params. */
export function serverError(
  code: string,
  messageId: MessageId,
  options: { field?: string; params?: MessageParams } = {},
): GraphQLError {
  const params = messageParams(messageId, options.params);
  return new GraphQLError(messageText(messageId, params), {
    extensions: {
      code,
      messageId,
      ...(options.field === undefined ? {} : { field: options.field }),
      ...(Object.keys(params).length === 0 ? {} : { params }),
    },
  });
}
