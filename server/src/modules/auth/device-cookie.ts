import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRUSTED_DEVICE_MAX_AGE_MS } from './trusted-devices';

/**
 * The browser's trusted-device id (trusted-devices.ts): signed with the cookie secret like the session,
 * httpOnly, a year long, and sent to the API only (sign-in and reset read it; the account's device list
 * marks this browser with it), never to pages or images.
 */
export const DEVICE_COOKIE = 'goat_dev';

export function readDeviceCookie(request: FastifyRequest): string | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

export function setDeviceCookie(reply: FastifyReply, browserId: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, browserId, { path: '/api', httpOnly: true, sameSite: 'lax', secure, signed: true, maxAge: TRUSTED_DEVICE_MAX_AGE_MS / 1000 });
}
