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
