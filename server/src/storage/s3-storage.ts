import fs from 'node:fs';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertSafeKey, contentTypeOfKey, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, …); unset means AWS. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Prepended to every key, so that one bucket can hold several sites (or test runs). */
  keyPrefix?: string | undefined;
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && (err.name === 'NotFound' || err.$metadata.httpStatusCode === 404));

/**
 * Uploads in an S3-compatible bucket (S3_BUCKET), so that several server instances need no shared
 * disk. Files still arrive on the local disk first (decoded and re-encoded there, upload-service.ts)
 * and are moved here once complete; a reader gets the object's stream, never the whole file in memory.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage & { destroy(): void } {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials: opts.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
    // streaming-checksum encoding the SDK otherwise uses for uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => `${opts.keyPrefix ?? ''}${assertSafeKey(key)}`;

  return {
    async putFile(key, localPath) {
      const target = objectKey(key);
      const { size } = await fs.promises.stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: target,
          Body: fs.createReadStream(localPath),
          ContentLength: size,
          ContentType: contentTypeOfKey(key),
        }),
      );
      await fs.promises.rm(localPath, { force: true });
    },

    async get(key) {
      let target: string;
      try {
        target = objectKey(key);
      } catch {
        return null;
      }
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: target }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a stream body');
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: objectKey(key) }));
    },

    destroy: () => client.destroy(),
  };
}
