import { Redis } from 'ioredis';
import { redisBackend } from './test-app';

/**
 * Listens to the invalidation bus (decision 040) under a test app's key prefix, as a third process
 * would: every message's text goes into `heard`. Disconnect the answer when done.
 */
export async function listenToInvalidations(prefix: string, heard: string[]): Promise<Redis> {
  const listener = new Redis(redisBackend!);
  listener.on('message', (_channel: string, text: string) => heard.push(text));
  await listener.subscribe(`${prefix}invalidate`);
  return listener;
}
