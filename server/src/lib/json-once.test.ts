import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createJsonOnce } from './json-once';

describe('createJsonOnce', () => {
  it('checks and serialises a cached object once, strips unknown fields, and serialises a new object anew', async () => {
    const schema = z.object({ name: z.string() });
    const parse = vi.spyOn(schema, 'parse');
    const send = createJsonOnce(schema);
    const cached = { name: 'Jordan', secret: 'never sent' };
    let current: object = cached;
    const app = Fastify();
    app.get('/', (_request, reply) => send(reply, current as { name: string }));
    const first = await app.inject({ url: '/' });
    const second = await app.inject({ url: '/' });
    expect(first.body).toBe('{"name":"Jordan"}');
    expect(second.body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(parse).toHaveBeenCalledTimes(1);
    current = { name: 'Brady' };
    expect((await app.inject({ url: '/' })).body).toBe('{"name":"Brady"}');
    expect(parse).toHaveBeenCalledTimes(2);
    current = { name: 42 };
    expect((await app.inject({ url: '/' })).statusCode).toBe(500);
    await app.close();
  });
});
