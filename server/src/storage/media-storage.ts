import type { RequestHandler } from 'express';

/**
 * Where uploaded files live. Disk now; S3-compatible storage later implements the same interface,
 * so features never touch paths or buckets themselves.
 */
export interface MediaStorage {
  /** A fresh local path for an upload in progress (outside the served files, so a half-written file is never public). */
  tempPath(): Promise<string>;
  /** Moves a finished temp file to `key`; afterwards the temp path no longer exists. */
  putFile(key: string, tempPath: string): Promise<void>;
  /** Removes a stored file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The URL clients load the file from. */
  urlFor(key: string): string;
  /** The key of a URL this storage gave out, or null for any other URL. */
  keyForUrl(url: string): string | null;
  /** Serves stored files (with HTTP Range) under the path it is mounted on (S3 would redirect to the bucket). */
  handler(): RequestHandler;
}

export type MediaBucket = 'videos' | 'audio' | 'images' | 'avatars' | 'ads';
