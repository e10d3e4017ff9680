import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import type { MediaStorage } from './media-storage';

/** Files under `root` (DATA_DIR/uploads), served from `/media/<key>`; uploads in progress go to a sibling temp folder. */
export class DiskStorage implements MediaStorage {
  constructor(
    private readonly root: string,
    private readonly tempDir: string,
    private readonly urlPrefix = '/media',
  ) {}

  async tempPath(): Promise<string> {
    await mkdir(this.tempDir, { recursive: true });
    return path.join(this.tempDir, `${Date.now()}-${randomBytes(8).toString('hex')}.part`);
  }

  async putFile(key: string, tempPath: string): Promise<void> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Same file system as the temp folder: the file appears complete or not at all.
    await rename(tempPath, target);
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  urlFor(key: string): string {
    return `${this.urlPrefix}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  keyForUrl(url: string): string | null {
    if (!url.startsWith(`${this.urlPrefix}/`)) return null;
    return url
      .slice(this.urlPrefix.length + 1)
      .split('/')
      .map(decodeURIComponent)
      .join('/');
  }

  handler(): RequestHandler {
    // Keys are never reused, so files can be cached for good; express.static answers Range requests (206).
    return express.static(this.root, {
      index: false,
      dotfiles: 'ignore',
      fallthrough: false,
      immutable: true,
      maxAge: '1y',
    });
  }

  private resolve(key: string): string {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the uploads folder: ${key}`);
    return target;
  }
}
