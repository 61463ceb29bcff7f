import { loadEnv, type Plugin } from 'vite';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '../../shared/format.ts';

/** The name of the <meta> the built pages carry the zone in: the server checks it against its own. */
export const TIME_ZONE_META = 'business-time-zone';

/**
 * The business's time zone (BUSINESS_TIME_ZONE from the environment or the project's .env, which the
 * server reads too), baked into the client and the prerendered pages so that they write the same day
 * as the server's documents (decision 037). An unknown zone stops the build.
 */
export function businessTimeZone(envDir: string): Plugin {
  let zone = DEFAULT_BUSINESS_TIME_ZONE;
  return {
    name: 'goat:business-time-zone',
    config(_config, { mode }) {
      zone = loadEnv(mode, envDir, 'BUSINESS_TIME_ZONE').BUSINESS_TIME_ZONE?.trim() || DEFAULT_BUSINESS_TIME_ZONE;
      if (!isTimeZone(zone)) throw new Error(`BUSINESS_TIME_ZONE: unknown time zone "${zone}" (an IANA name such as America/Los_Angeles)`);
      return { define: { __BUSINESS_TIME_ZONE__: JSON.stringify(zone) } };
    },
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: TIME_ZONE_META, content: zone }, injectTo: 'head' }],
  };
}
