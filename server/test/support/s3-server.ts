import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// s3rver: an S3-compatible server in Node (stack-findings.md), started by the tests that need one.
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** What the server's environment needs to use this bucket. */
  env: Record<string, string>;
  /** The keys of the objects the bucket holds. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A local S3-compatible server on a free port with one empty bucket, its files in a temp folder. */
export async function startLocalS3(bucket = 'goat-uploads'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    // s3rver checks signatures against its one built-in key pair.
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async keys() {
      const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
      } finally {
        client.destroy();
      }
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
