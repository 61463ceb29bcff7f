import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';
import sharp from 'sharp';

/**
 * Runs in a worker thread of its own (uploads/heif.ts): libheif's WebAssembly memory grows to the
 * largest photo it decoded and never shrinks, so it lives only as long as one photo.
 */
export type HeifJob = { input: string; output: string; maxPixels: number };
export type HeifResult =
  | { ok: true; width: number; height: number }
  | { ok: false; tooManyPixels: true; width: number; height: number }
  | { ok: false; tooManyPixels?: undefined };

async function convert({ input, output, maxPixels }: HeifJob): Promise<HeifResult> {
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: await fs.promises.readFile(input) });
  } catch {
    return { ok: false };
  }
  try {
    const first = images[0];
    if (!first) return { ok: false };
    // The container states the size before any pixel is decoded: a bomb stops here.
    if (first.width * first.height > maxPixels) return { ok: false, tooManyPixels: true, width: first.width, height: first.height };
    const { width, height, data } = await first.decode();
    sharp.cache(false);
    sharp.concurrency(1);
    // Lossless and quickly compressed: a temporary file the usual pipeline then reads.
    await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
      .png({ compressionLevel: 1 })
      .toFile(output);
    return { ok: true, width, height };
  } catch {
    return { ok: false };
  } finally {
    images.dispose();
  }
}

parentPort?.postMessage(await convert(workerData as HeifJob));
