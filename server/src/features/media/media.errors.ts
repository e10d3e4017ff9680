import { AppError } from '../../graphql/errors';

export const payloadTooLarge = (message: string, field = 'media') => new AppError('PAYLOAD_TOO_LARGE', message, { field });
export const unsupportedMediaType = (message: string, field = 'media') => new AppError('UNSUPPORTED_MEDIA_TYPE', message, { field });

/** Raised inside the upload pipeline when the byte count passes the limit. */
export class TooManyBytesError extends Error {}
