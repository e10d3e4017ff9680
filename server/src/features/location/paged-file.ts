import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

export interface PageLimits {
  /** Bytes per page. */
  pageSize: number;
  /** Pages kept at most; the least recently used one goes first. */
  maxPages: number;
}

/**
 * A read-only file read by positional reads, with a small LRU of fixed-size pages, so a large file can be read at
 * random places with a bounded amount of memory (the operating system's page cache does the rest).
 * The descriptor is a plain number: it keeps nothing alive, and the OS closes it when the process exits.
 */
export class PagedFile {
  readonly size: number;
  private readonly fd: number;
  private readonly pages = new Map<number, Buffer>(); // in order of use, least recent first

  constructor(
    path: string,
    private readonly limits: PageLimits = { pageSize: 4096, maxPages: 32 },
  ) {
    this.fd = openSync(path, 'r');
    this.size = fstatSync(this.fd).size;
  }

  /** Bytes held by the page cache now (never more than maxPages × pageSize). */
  get cachedBytes(): number {
    return this.pages.size * this.limits.pageSize;
  }

  /** `length` bytes from `offset` (fewer at the end of the file). Valid until the next read: copy what you keep. */
  read(offset: number, length: number): Buffer {
    const { pageSize } = this.limits;
    const end = Math.min(offset + length, this.size);
    if (offset < 0 || offset >= end) return Buffer.alloc(0);
    const first = Math.floor(offset / pageSize);
    if (Math.floor((end - 1) / pageSize) === first) {
      return this.page(first).subarray(offset - first * pageSize, end - first * pageSize);
    }
    const bytes = Buffer.allocUnsafe(end - offset);
    for (let at = offset; at < end;) {
      const index = Math.floor(at / pageSize);
      at += this.page(index).copy(
        bytes,
        at - offset,
        at - index * pageSize,
        Math.min(pageSize, end - index * pageSize),
      );
    }
    return bytes;
  }

  close(): void {
    this.pages.clear();
    closeSync(this.fd);
  }

  // Every page is a full pageSize buffer (the file's last one only partly filled); an evicted page's buffer is reused
  // for the next one read, so a long run of lookups allocates nothing once the cache is full.
  private page(index: number): Buffer {
    let page = this.pages.get(index);
    if (page) {
      this.pages.delete(index);
    } else {
      const { pageSize, maxPages } = this.limits;
      if (this.pages.size >= maxPages) {
        const [oldest, reused] = this.pages.entries().next().value as [number, Buffer];
        this.pages.delete(oldest);
        page = reused;
      } else {
        page = Buffer.alloc(pageSize);
      }
      const start = index * pageSize;
      const length = Math.min(pageSize, this.size - start);
      for (let got = 0; got < length;) {
        const read = readSync(this.fd, page, got, length - got, start + got);
        if (read === 0) throw new Error(`paged-file: the file shrank below ${start + got} bytes`);
        got += read;
      }
    }
    this.pages.set(index, page);
    return page;
  }
}
