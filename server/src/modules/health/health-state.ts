export const HEALTHY_FOR_MS = 500;

/**
 * How long the last healthy ping stands (decision 017): a burst of probes costs one ping per half
 * second. Any request that finds the database away ends it at once (`unavailable()`, called by the
 * error handler), so a stopped database is reported by the very next check, and within half a second
 * even when nothing else asked. An outage is never remembered: every check while unhealthy pings.
 */
export function createHealthState() {
  let healthyUntil = 0;
  return {
    fresh: () => Date.now() < healthyUntil,
    healthy: () => void (healthyUntil = Date.now() + HEALTHY_FOR_MS),
    unavailable: () => void (healthyUntil = 0),
  };
}
export type HealthState = ReturnType<typeof createHealthState>;

/**
 * The health check behind GET /api/health: fresh for half a second after a good ping, else one ping.
 * Checks arriving while a ping is under way share its answer (decision 017): under a burst of probes
 * the database sees one query at a time, and every answer is still at most one ping old.
 */
export function createHealthCheck(state: HealthState, /** The database, and Redis when it is configured. */ ping: () => Promise<void>) {
  let inFlight: Promise<void> | null = null;
  const shared = () =>
    (inFlight ??= ping().finally(() => {
      inFlight = null;
    }));
  /** Resolves to null when healthy, or to what the ping threw. */
  return async function check(): Promise<{ failure: unknown } | null> {
    if (state.fresh()) return null;
    try {
      await shared();
      state.healthy();
      return null;
    } catch (failure) {
      state.unavailable();
      return { failure };
    }
  };
}
export type HealthCheck = ReturnType<typeof createHealthCheck>;
