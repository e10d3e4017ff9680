// Recognises the accepted formats by their first bytes ("magic numbers"), so a file's contents must match its
// extension. In-repo rather than file-type: file-type 21 is ESM-only and its package exports offer no condition
// Jest's CommonJS resolver can load.

/** How many leading bytes are enough to recognise every format below. */
export const SIGNATURE_BYTES = 64;

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length && [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The format the bytes are in, as a file extension, or undefined when none of the accepted ones. */
export function detectFormat(head: Uint8Array): string | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (ascii(head, 0, 'RIFF')) {
    if (ascii(head, 8, 'WEBP')) return 'webp';
    if (ascii(head, 8, 'WAVE')) return 'wav';
    if (ascii(head, 8, 'AVI ')) return 'avi';
    return undefined;
  }
  if (ascii(head, 4, 'ftyp')) return isoBrand(head);
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return containsAscii(head, 'webm') ? 'webm' : 'mkv';
  if (ascii(head, 0, 'OggS')) return 'ogg';
  if (ascii(head, 0, 'ID3')) return 'mp3';
  // An MPEG audio frame header: 11 set sync bits, then a layer other than "reserved".
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0) return 'mp3';
  return undefined;
}

// ISO base media files (mp4, mov, m4a, m4v) name their flavour in the 'ftyp' box's major brand.
function isoBrand(head: Uint8Array): string {
  const brand = String.fromCharCode(...head.subarray(8, 12));
  if (brand === 'qt  ') return 'mov';
  if (brand.startsWith('M4A') || brand.startsWith('M4B')) return 'm4a';
  if (brand.startsWith('M4V')) return 'm4v';
  return 'mp4';
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  for (let i = 0; i + text.length <= bytes.length; i++) if (ascii(bytes, i, text)) return true;
  return false;
}

// What the first bytes may say for each accepted file extension. Containers that share a format are allowed for
// each other (an .mp4 that is really QuickTime plays the same in a browser).
const ACCEPTED_CONTENT: Record<string, readonly string[]> = {
  mp4: ['mp4', 'm4v', 'mov'],
  mov: ['mov', 'mp4', 'm4v'],
  avi: ['avi'],
  webm: ['webm', 'mkv'],
  mp3: ['mp3'],
  wav: ['wav'],
  m4a: ['m4a', 'mp4'],
  ogg: ['ogg'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  webp: ['webp'],
  gif: ['gif'],
};

/** Whether content detected as `detected` may be stored under the file extension `extension`. */
export function contentMatchesExtension(extension: string, detected: string | undefined): boolean {
  return detected !== undefined && (ACCEPTED_CONTENT[extension] ?? []).includes(detected);
}
