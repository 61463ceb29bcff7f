import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { mailerPlugin } from './mailer';
import { sessionPlugin } from './session';

/** The plugins declare what they need (docs/decisions/029-plugin-graph-and-boundaries.md): out of order, nothing starts. */
describe('the plugin graph', () => {
  it('refuses to start when a plugin comes before what it depends on', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(sessionPlugin)).rejects.toThrow(/session.*config|config.*session/);
    await app.close().catch(() => undefined);
  });

  it('names the missing dependency', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(mailerPlugin)).rejects.toThrow(/config/);
    await app.close().catch(() => undefined);
  });
});
