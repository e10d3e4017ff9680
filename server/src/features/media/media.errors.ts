import type { MessageId } from '@kuza/common';
import { AppError } from '../../graphql/errors';

export const payloadTooLarge = (messageId: MessageId, field = 'media') =>
  new AppError('PAYLOAD_TOO_LARGE', messageId, { field });
export const unsupportedMediaType = (messageId: MessageId, field = 'media') =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', messageId, { field });

/** Raised inside the upload pipeline when the byte count passes the limit. */
export class TooManyBytesError extends Error {}
