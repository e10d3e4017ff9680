import type { Sharp as SharpImage } from 'sharp';
import { loadSharp } from '../../kernel/sharp';

// A photo straight from a phone carries EXIF (GPS position, camera serial, time), XMP, IPTC and PNG text chunks: a
// creator posting a picture taken at home would publish where they live. Every image is decoded and encoded again in
// its own format with none of that metadata; the EXIF orientation is applied to the pixels first, so the picture
// still stands the right way up once the tag is gone.

/** The image formats the signature check recognises (media-signatures.ts), which are re-encoded here. */
export const CLEANED_FORMATS = ['jpg', 'png', 'webp', 'gif'] as const;
export type CleanedFormat = (typeof CLEANED_FORMATS)[number];

export const isCleanedFormat = (format: string | undefined): format is CleanedFormat =>
  (CLEANED_FORMATS as readonly string[]).includes(format ?? '');

/**
 * The largest picture decoded, in pixels: a 10 MB file may declare a huge canvas that would take gigabytes to
 * decode (a "decompression bomb"). 100 megapixels is more than any phone or camera photo.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** The picture cannot be decoded (a damaged file whose first bytes only look like an image). */
export class UndecodableImageError extends Error {}
/** The picture is larger than MAX_IMAGE_PIXELS. */
export class ImageTooLargeError extends Error {}

/**
 * Writes `input` (an image in `format`) to `output` in the same format, without metadata and upright. Animated GIF
 * and WebP keep every frame and their timing.
 */
export async function cleanImage(input: string, output: string, format: CleanedFormat): Promise<void> {
  const animated = format === 'gif' || format === 'webp';
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'none' });
    const { pages = 1 } = await image.metadata();
    // libvips rotates one frame at a time; animated images carry no orientation in practice, so frames stay as drawn.
    if (pages === 1) image.rotate();
    await encoder(image, format).toFile(output);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new ImageTooLargeError(message);
    throw new UndecodableImageError(message);
  }
}

// sharp writes no metadata unless asked (withMetadata, keepExif, keepIccProfile...): none of those are called, and
// the colours are converted to sRGB so dropping an embedded profile does not shift them.
function encoder(image: SharpImage, format: CleanedFormat): SharpImage {
  switch (format) {
    case 'jpg':
      return image.jpeg({ quality: 90 });
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: 90 });
    case 'gif':
      return image.gif();
  }
}
