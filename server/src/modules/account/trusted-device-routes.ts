import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { trustedDeviceParamsSchema, trustedDevicesSchema } from '@shared/schemas/trusted-devices';
import { notFound } from '../../lib/http-error';
import { requireUser } from '../auth/guards';
import { readDeviceCookie } from '../auth/device-cookie';
import type { TrustedDevices } from '../auth/trusted-devices';
import { routeSecurity } from '../../lib/route-security';
import { describeDevice } from './device-name';

/**
 * /api/account/devices: the browsers that have signed in to the signed-in user's account, each of
 * which they may forget. Only the owner: anyone else's device id answers 404, as one that does not exist.
 */
export const trustedDeviceRoutes: FastifyPluginAsyncZod<{ devices: TrustedDevices }> = async (app, opts) => {
  const errors = { 401: errorResponseSchema };

  app.get('/', { schema: { summary: 'Browsers that have signed in to my account', security: routeSecurity.signedIn, response: { 200: trustedDevicesSchema, ...errors } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    const rows = await opts.devices.list(user.id, readDeviceCookie(request));
    return {
      devices: rows.map((d) => ({
        id: d.id,
        device: describeDevice(d.userAgent),
        firstSignedInAt: d.createdAt.toISOString(),
        lastSignedInAt: d.lastUsedAt.toISOString(),
        current: d.current,
      })),
    };
  });

  app.delete(
    '/:deviceId',
    { schema: { summary: 'Forget a browser', security: routeSecurity.signedIn, params: trustedDeviceParamsSchema, response: { 204: z.null(), 400: errorResponseSchema, ...errors, 404: errorResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await opts.devices.forget(user.id, request.params.deviceId))) throw notFound('That browser has already been forgotten');
      request.log.info({ userId: user.id }, 'trusted browser forgotten by its owner');
      return reply.code(204).send(null);
    },
  );
};
