import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import busboy from 'busboy';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { LIMITS } from '@kuza/common';
import { multipartError } from '../../http/graphql-http';
import { RequestRefused } from '../../http/error-handler';

/** The file of a multipart request, received into a temp file (its hash makes the request's idempotency hash). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  encoding: string;
  sha256: string;
  size: number;
  /** As graphql-upload hands files to services (MediaService.store streams it again). */
  upload: FileUpload;
  remove(): Promise<void>;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export const isMultipart = (req: Request) => req.is('multipart/form-data') === 'multipart/form-data';

// The largest file of any kind: MediaService checks each kind's own limit as it stores the file.
const MAX_FILE_BYTES = Math.max(LIMITS.videoMaxBytes, LIMITS.audioMaxBytes, LIMITS.imageMaxBytes);

/** Reads a multipart form with text fields and at most one file, in the field `media`. */
export function readMultipart(req: Request, tempDir = os.tmpdir()): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let received: Promise<UploadedFile> | null = null;
    let failed = false;
    const fail = (error: RequestRefused) => {
      if (failed) return;
      failed = true;
      req.unpipe();
      req.resume();
      void received?.then(
        (file) => file.remove(),
        () => undefined,
      );
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 20, fieldSize: 1_000_000, fileSize: MAX_FILE_BYTES },
      });
    } catch {
      return reject(new RequestRefused(multipartError(400)));
    }
    parser.on('field', (name, value) => void (fields[name] = value));
    parser.on('file', (name, stream, info) => {
      if (name !== 'media') return void stream.resume();
      received = receive(stream, info, tempDir);
      received.catch((error: unknown) =>
        fail(error instanceof RequestRefused ? error : new RequestRefused(multipartError(400))),
      );
    });
    parser.on('filesLimit', () => fail(new RequestRefused(multipartError(413))));
    parser.on('error', () => fail(new RequestRefused(multipartError(400))));
    parser.on('close', () => {
      if (failed) return;
      (received ?? Promise.resolve(null)).then(
        (file) => (failed ? void file?.remove() : resolve({ fields, file })),
        () => undefined,
      );
    });
    req.pipe(parser);
  });
}

async function receive(
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  info: busboy.FileInfo,
  tempDir: string,
): Promise<UploadedFile> {
  const file = path.join(tempDir, `kuza-rest-${randomUUID()}`);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const remove = () => rm(file, { force: true });
  try {
    await pipeline(stream, meter, createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await remove();
    throw error;
  }
  if (stream.truncated) {
    await remove();
    throw new RequestRefused(multipartError(413));
  }
  // A file part without a name is refused by name checks downstream (MediaService: unsupported type).
  const filename = info.filename ?? '';
  const upload = {
    filename,
    mimetype: info.mimeType,
    encoding: info.encoding,
    createReadStream: () => createReadStream(file),
  };
  return {
    filename,
    mimetype: info.mimeType,
    encoding: info.encoding,
    sha256: hash.digest('hex'),
    size,
    upload: upload as unknown as FileUpload,
    remove,
  };
}
