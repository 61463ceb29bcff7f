import { businessDay } from '@shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  messageSchema,
  PASSWORD_NEEDED_FOR_EMAIL,
  preferencesSchema,
  profileSchema,
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  resetPasswordSchema,
  WRONG_CURRENT_PASSWORD,
} from '@shared/schemas/account';
import { errorResponseSchema, userSchema } from '@shared/schemas/auth';
import { badRequest, conflict } from '../../lib/http-error';
import { setSessionCookie } from '../auth/session-cookie';
import { requireUser } from '../auth/guards';
import { toPublicUser } from '../auth/user-repository';
import type { AccountService } from './account-service';
import type { DataExport } from './data-export';
import type { PasswordReset } from './password-reset';
import { readDeviceCookie, setDeviceCookie } from '../auth/device-cookie';
import type { TrustedDevices } from '../auth/trusted-devices';
import type { PreferencesRepository } from './preferences';
import { addressKey } from '../../lib/address-key';
import { tooManyRequests } from '../../lib/too-many';
import { routeSecurity } from '../../lib/route-security';

export const EMAIL_TAKEN = 'An account with this email already exists';

// The profile is checked field by field (no hash can slip out); the rows are the customer's own.
const exportSchema = z.object({
  exportedAt: z.string(),
  profile: userSchema,
  preferences: preferencesSchema,
  submissions: z.array(z.unknown()),
  payments: z.array(z.unknown()),
  certificates: z.array(z.unknown()),
});

/** /api/account: the signed-in customer's profile, password, e-mail preferences and data. */
export const accountRoutes: FastifyPluginAsyncZod<{
  service: AccountService;
  preferences: PreferencesRepository;
  exportData: DataExport;
  secureCookies: boolean;
}> = async (app, opts) => {
  const { service, preferences, exportData, secureCookies } = opts;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

  app.put(
    '/profile',
    { schema: { summary: 'Change my name or e-mail', security: routeSecurity.signedIn, body: profileSchema, response: { 200: userSchema, ...errors, 409: errorResponseSchema, 429: errorResponseSchema } } },
    async (request) => {
      const result = await service.updateProfile(addressKey(request.ip), requireUser(request), request.body);
      if (result.kind === 'taken') throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      if (result.kind === 'password-needed') throw badRequest(PASSWORD_NEEDED_FOR_EMAIL, { currentPassword: PASSWORD_NEEDED_FOR_EMAIL });
      if (result.kind === 'wrong') throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      if (result.kind === 'throttled') throw tooManyRequests(result.retryAfterMs, 'Too many wrong passwords');
      return toPublicUser(result.user, request.session ?? undefined);
    },
  );

  app.post(
    '/password',
    { schema: { summary: 'Change my password', security: routeSecurity.signedIn, body: changePasswordSchema, response: { 204: z.null(), ...errors, 429: errorResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await service.changePassword(addressKey(request.ip), user, request.session?.id ?? null, request.body);
      if (result.kind === 'throttled') throw tooManyRequests(result.retryAfterMs, 'Too many wrong passwords');
      if (result.kind === 'wrong') throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      if (result.kind === 'weak') throw badRequest(result.message, { newPassword: result.message });
      if (result.token) setSessionCookie(reply, result.token, secureCookies);
      return reply.code(204).send(null);
    },
  );

  app.get('/preferences', { schema: { summary: 'My e-mail preferences', security: routeSecurity.signedIn, response: { 200: preferencesSchema, 401: errorResponseSchema } } }, async (request) => {
    return preferences.get(requireUser(request).id);
  });

  app.put('/preferences', { schema: { summary: 'Change my e-mail preferences', security: routeSecurity.signedIn, body: preferencesSchema, response: { 200: preferencesSchema, ...errors } } }, async (request) => {
    return preferences.put(requireUser(request).id, request.body);
  });

  // A download, not a screen's data: the browser saves it as a file and nothing caches it.
  app.get('/export', { schema: { summary: 'Download all my data', security: routeSecurity.signedIn, response: { 200: exportSchema, 401: errorResponseSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const data = await exportData(user);
    const day = businessDay();
    return reply
      .header('content-disposition', `attachment; filename="goat-account-data-${user.username}-${day}.json"`)
      .header('cache-control', 'no-store')
      .send(data);
  });
};

/** /api/auth/forgot-password and /api/auth/reset-password: recovery without being signed in. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ reset: PasswordReset; devices: TrustedDevices; secureCookies: boolean }> = async (app, { reset, devices, secureCookies }) => {
  app.post(
    '/forgot-password',
    { schema: { summary: 'Send a password reset link', body: forgotPasswordSchema, response: { 202: messageSchema, 400: errorResponseSchema, 429: errorResponseSchema } } },
    async (request, reply) => {
      const { throttled } = await reset.request(addressKey(request.ip), request.body.email);
      if (throttled > 0) throw tooManyRequests(throttled, 'Too many reset requests');
      return reply.code(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    '/reset-password',
    { schema: { summary: 'Set a new password with a reset link', body: resetPasswordSchema, response: { 200: messageSchema, 400: errorResponseSchema } } },
    async (request, reply) => {
      const result = await reset.reset(request.body.token, request.body.newPassword);
      if (!result.ok) {
        if (result.reason === 'weak') throw badRequest(result.message, { newPassword: result.message });
        const message = result.reason === 'expired' ? RESET_LINK_EXPIRED : RESET_LINK_INVALID;
        throw badRequest(message, { token: message });
      }
      // The browser that proved it reads the owner's e-mail is the owner's: it signs in even while the
      // account refuses new browsers (decision 021, amended).
      const browserId = await devices.trust(result.userId, readDeviceCookie(request), request.headers['user-agent']);
      setDeviceCookie(reply, browserId, secureCookies);
      return { message: 'Your password has been reset. Please sign in with your new password.' };
    },
  );
};
