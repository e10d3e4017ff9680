import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_RULES, fileExtension, mediaKindOf, type MediaKind, type MessageId } from '@kuza/common';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { AppError, badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { createMediaStorage, type MediaBucket, type MediaStorage } from '../../storage';
import { TooManyBytesError, payloadTooLarge, unsupportedMediaType } from './media.errors';
import { ImageTooLargeError, UndecodableImageError, cleanImage, isCleanedFormat } from './image-cleaner';
import { SIGNATURE_BYTES, contentMatchesExtension, detectFormat } from './media-signatures';

export interface StoredMedia {
  key: string;
  url: string;
  kind: MediaKind;
}

export interface MediaRequest {
  ownerId: string;
  /** Kinds this upload may be. */
  allowed: readonly MediaKind[];
  /** The kind the form says it uploads (settles .webm). */
  expected?: MediaKind | null;
  /** Stores into this bucket instead of the kind's own (avatars). */
  bucket?: MediaBucket;
  /** The message when the file is not one of the allowed kinds. */
  unsupportedMessage?: MessageId;
  /** The input field the file came in, named by its errors (default `media`). */
  field?: string;
  /** Narrower than the kinds' own rules (ad media: PNG, JPG or MP4 up to 10MB), with one message for every refusal. */
  limits?: { extensions: readonly string[]; maxBytes: number; message: MessageId };
}

const BUCKETS: Record<MediaKind, MediaBucket> = { VIDEO: 'videos', AUDIO: 'audio', IMAGE: 'images' };

export class MediaService {
  readonly storage: MediaStorage;

  constructor(private readonly deps: Deps) {
    this.storage = createMediaStorage(deps.config);
  }

  /** The kind of an upload, from its name (before any byte is read), or UNSUPPORTED_MEDIA_TYPE. */
  kindOf(file: FileUpload, request: MediaRequest): MediaKind {
    const kind = mediaKindOf(file.filename, file.mimetype, request.expected ?? undefined);
    const narrowed = !request.limits || request.limits.extensions.includes(fileExtension(file.filename));
    if (!kind || !request.allowed.includes(kind) || !narrowed) {
      throw unsupportedMediaType(
        request.limits?.message ?? request.unsupportedMessage ?? 'content.unsupportedMedia',
        request.field,
      );
    }
    return kind;
  }

  /**
   * Streams an upload to a temp file while counting bytes (stopping past the kind's limit), checks its first bytes
   * against its extension, strips an image's metadata (image-cleaner.ts), then moves it into place. Any failure
   * leaves no file behind.
   */
  async store(file: FileUpload, request: MediaRequest): Promise<StoredMedia> {
    const kind = this.kindOf(file, request);
    const rule = request.limits
      ? { ...MEDIA_RULES[kind], maxBytes: request.limits.maxBytes, tooLargeMessage: request.limits.message }
      : MEDIA_RULES[kind];
    const extension = fileExtension(file.filename);
    const mismatch = () =>
      unsupportedMediaType(request.limits?.message ?? 'content.mediaContentMismatch', request.field);
    const temp = await this.storage.tempPath();
    let cleaned: string | undefined;
    try {
      const head = await this.receive(file, temp, rule.maxBytes);
      const format = detectFormat(head);
      if (!contentMatchesExtension(extension, format)) throw mismatch();
      if (kind === 'IMAGE' && isCleanedFormat(format)) {
        cleaned = await this.storage.tempPath();
        await cleanImage(temp, cleaned, format);
        await rm(temp, { force: true });
      }
      // Date.now() alone collides when one user uploads twice in the same millisecond: a random suffix makes keys unique.
      const key = `${request.bucket ?? BUCKETS[kind]}/${request.ownerId}/${Date.now()}-${randomBytes(6).toString('hex')}.${extension}`;
      await this.storage.putFile(key, cleaned ?? temp);
      return { key, url: this.storage.urlFor(key), kind };
    } catch (error) {
      await rm(temp, { force: true });
      if (cleaned) await rm(cleaned, { force: true });
      if (error instanceof UndecodableImageError) throw mismatch();
      if (error instanceof TooManyBytesError || error instanceof ImageTooLargeError || isPayloadTooLarge(error))
        throw payloadTooLarge(rule.tooLargeMessage, request.field);
      if (error instanceof AppError) throw error;
      this.deps.logger.warn({ err: error }, 'Upload failed');
      throw badInput(request.field ?? 'media', rule.uploadFailedMessage);
    }
  }

  /** Removes a stored file (after a failed insert, or with its post); never throws. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key) return;
    await this.storage
      .delete(key)
      .catch((error: unknown) => this.deps.logger.warn({ err: error, key }, 'Could not delete media'));
  }

  /** Writes the upload to `temp`; returns its first bytes for the signature check. */
  private async receive(file: FileUpload, temp: string, maxBytes: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let headLength = 0;
    let total = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        total += chunk.length;
        if (total > maxBytes) return done(new TooManyBytesError());
        if (headLength < SIGNATURE_BYTES) {
          chunks.push(chunk.subarray(0, SIGNATURE_BYTES - headLength));
          headLength += Math.min(chunk.length, SIGNATURE_BYTES - headLength);
        }
        done(null, chunk);
      },
    });
    await pipeline(file.createReadStream(), meter, createWriteStream(temp, { flags: 'wx' }));
    return Buffer.concat(chunks);
  }
}

// graphql-upload cuts a file at its own maxFileSize with an HTTP 413 error on the stream.
function isPayloadTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { status?: number }).status === 413 || (error as { name?: string }).name === 'PayloadTooLargeError')
  );
}
