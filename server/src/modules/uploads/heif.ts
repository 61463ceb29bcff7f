import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HeifJob, HeifResult } from './heif-worker';

/**
 * iPhone photos (HEIC: HEVC inside a HEIF container, the iPhone camera's default). sharp's prebuilt
 * libvips reads HEIF only as AVIF, so these go through libheif compiled to WebAssembly (heic-decode,
 * no native build) and come out as a lossless PNG that the usual pipeline then reads as any upload:
 * upright (libheif applies the container's rotation and mirror), with no EXIF (only pixels cross).
 *
 * Each photo is converted in a worker thread that ends with it: WebAssembly memory never shrinks, and
 * a 12-megapixel photo grew the process by about 150 MB that stayed (docs/decisions/022-upload-bounds.md).
 */
export type { HeifResult };

// The built server has heif-worker.js beside its chunks (scripts/build.ts). Tests run the source,
// where the thread registers tsx itself: a worker does not inherit the parent's module hooks.
const built = new URL('./heif-worker.js', import.meta.url);
const source = new URL('./heif-worker.ts', import.meta.url).href;
const startWorker = (workerData: HeifJob): Worker =>
  fs.existsSync(fileURLToPath(built))
    ? new Worker(built, { workerData, stdout: true, stderr: true })
    : new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, {
        eval: true,
        workerData,
        stdout: true,
        stderr: true,
      });

/**
 * Converts the HEIF at `input` to a PNG at `output`, refusing (before decoding) a photo of more than
 * `maxPixels`. Run it in the decode queue: a 12-megapixel photo peaks near 200 MB while it converts.
 */
export function convertHeif(input: string, output: string, maxPixels: number): Promise<HeifResult> {
  return new Promise((resolve) => {
    const thread = startWorker({ input, output, maxPixels });
    // libheif prints its parse errors; a refused file is answered 400, so they are not worth a log line.
    thread.stdout.resume();
    thread.stderr.resume();
    let answered = false;
    thread.once('message', (result: HeifResult) => {
      answered = true;
      resolve(result);
    });
    thread.once('error', () => resolve({ ok: false }));
    thread.once('exit', () => {
      if (!answered) resolve({ ok: false });
    });
  });
}
