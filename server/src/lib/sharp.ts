import type { default as Sharp } from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips: about 27 MB resident once loaded), loaded when an image is first decoded rather than
 * at start: a server at rest never pays for it (docs/decisions/031-compiled-server-and-memory.md).
 * Configured once, for every caller: decoding is the memory-hungry part (bench/upload-memory.ts), so
 * one thread and no cache; with the decode queue (uploads/image-processing.ts) ten 50 MB photos cost
 * the memory of one decode, not ten.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
