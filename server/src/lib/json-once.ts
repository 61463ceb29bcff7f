import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Sends a cached answer as JSON made once per cached object (decision 017): the public lists are kept
 * for a second, and under load re-checking and re-serialising the same object on every request cost
 * more than the rest of the request. The object still goes through the route's response schema, once
 * (unknown fields stripped, a wrong shape is a 500 as with the serializer); a string is sent as is.
 */
export function createJsonOnce<S extends z.ZodType>(schema: S) {
  const made = new WeakMap<object, string>();
  return (reply: FastifyReply, value: z.input<S> & object): FastifyReply => {
    let json = made.get(value);
    if (json === undefined) {
      json = JSON.stringify(schema.parse(value));
      made.set(value, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };
}
