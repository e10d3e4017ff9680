import { AppError } from '../../graphql/errors';

export const payloadTooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message, { field: 'media' });
export const unsupportedMediaType = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message, { field: 'media' });

/** Raised inside the upload pipeline when the byte count passes the limit. */
export class TooManyBytesError extends Error {}
