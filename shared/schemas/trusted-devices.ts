import { z } from 'zod';
import { databaseId } from './database-id';

/**
 * A browser that has signed in to the account (Settings): it may sign in even while strangers'
 * failed attempts keep new browsers out (decision 021, amended). Forgetting it makes it a stranger.
 */
export const trustedDeviceSchema = z.object({
  id: z.number().int(),
  /** The browser and system in plain words ("Chrome on Windows"), as it was when it last signed in. */
  device: z.string(),
  firstSignedInAt: z.string(),
  lastSignedInAt: z.string(),
  /** The browser this request came from. */
  current: z.boolean(),
});
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;

export const trustedDevicesSchema = z.object({ devices: z.array(trustedDeviceSchema) });
export type TrustedDevices = z.infer<typeof trustedDevicesSchema>;

export const trustedDeviceParamsSchema = z.object({
  deviceId: databaseId('Device ID'),
});
