import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestServer } from './test-server';
import type { GraphQLError, GraphQLResponse } from './graphql-client';

export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * One operation with one file, as a browser sends it: a multipart POST per the GraphQL multipart request spec
 * (fields operations, map, then the file).
 */
export async function gqlUpload<T, V>(
  server: TestServer,
  query: TypedDocumentNode<T, V>,
  variables: V,
  filePath: string,
  file: UploadFile,
  token?: string,
): Promise<GraphQLResponse<T>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: print(query), variables }));
  form.append('map', JSON.stringify({ 0: [filePath] }));
  form.append('0', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    // As the web client sends it: without this header the server refuses a multipart POST (CSRF protection).
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await response.json()) as { data?: T; errors?: GraphQLError[] };
  return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
}

/** Every file under a folder, recursively (relative paths); [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full).map((f) => path.join(entry.name, f)) : [entry.name];
  });
}

// Smallest real headers file-type recognises.
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6a3a30000000049454e44ae426082',
    'hex',
  ),
);

/** An MP4 'ftyp' box followed by `size` bytes of padding: recognised as video/mp4. */
export function mp4Bytes(size = 0): Uint8Array<ArrayBuffer> {
  const ftyp = Buffer.from('0000001c667479706973736f6d0000020069736f6d69736f326d703431', 'hex');
  return Uint8Array.from(Buffer.concat([ftyp, Buffer.alloc(size)]));
}

/** A PNG signature padded to exactly `size` bytes. */
export function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES.subarray(0, Math.min(PNG_BYTES.length, size)));
  return bytes;
}

export const uploadsDir = (server: TestServer) => path.join(server.dataDir, 'uploads');
export const uploadTempDir = (server: TestServer) => path.join(server.dataDir, 'tmp', 'uploads');
