import type { FastifyReply } from 'fastify';
import { SESSION_MAX_MS } from './session-store';

/** The signed cookie that carries a session's token (read by the session plugin, plugins/session.ts). */
export const SESSION_COOKIE = 'goat_sid';

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: Math.floor(SESSION_MAX_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true });
}
