import { ADMIN_ENV } from './admin-fixtures';
import { actors, type ShippingActors } from './shipping-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { waitFor } from './wait';

/** A charge as the built-in Clover sandbox recorded it; `answered` is false while it holds a slow card's answer back. */
export interface ProviderCharge {
  id: string;
  amount: number;
  answered: boolean;
}

export interface ProviderApp {
  t: TestApp;
  /** The charges the provider itself took (its own record, not ours). */
  providerCharges: () => Promise<ProviderCharge[]>;
  /** Waits until the provider has sent every answer it held back; false if it has not within 5 s. */
  providerAnswered: () => Promise<boolean>;
  close: () => Promise<void>;
}

/**
 * A test app listening on a port, so a test can read the built-in sandbox's own record of the charges
 * it took. A short provider timeout (400 ms) lets a slow card's answer come after the server gave up.
 */
export async function startProviderApp(env: Record<string, string> = {}): Promise<ProviderApp> {
  const t = await createTestApp({ CLOVER_TIMEOUT_MS: '400', ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const providerCharges = async (): Promise<ProviderCharge[]> => {
    const { publicKey } = (await t.app.inject({ url: '/api/clover-config' })).json();
    const res = await fetch(`${base}/sandbox/clover/v1/charges`, { headers: { apikey: publicKey } });
    return ((await res.json()) as { data: ProviderCharge[] }).data;
  };
  return {
    t,
    providerCharges,
    providerAnswered: () => waitFor(async () => (await providerCharges()).every((c) => c.answered)),
    close: async () => {
      // The slow card leaves a request to the built-in sandbox (this very server) whose client gave up;
      // its socket would hold close() open. Production's SIGTERM path bounds this with a forced exit.
      t.app.server.closeAllConnections();
      await t.close();
    },
  };
}

export type PayingApp = ProviderApp & { a: ShippingActors };

/** The provider's app with the admin's env, a customer and a signed-in admin (shipping-fixtures' actors). */
export async function startPayingApp(name: string): Promise<PayingApp> {
  const provider = await startProviderApp(ADMIN_ENV);
  return { ...provider, a: await actors(provider.t.app, name) };
}
