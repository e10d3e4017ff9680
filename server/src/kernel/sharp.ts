import type SharpModule from 'sharp';

export type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded on the first picture: its native library and bindings cost the process about 10 MB of
 * memory, and most processes never clean an upload nor draw a link-preview card.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Files are read once each: libvips' operation cache would only keep their pixels in memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
