import ipaddr from 'ipaddr.js';
import { z } from 'zod';

// proxy-addr's (Fastify's) names for ranges: 127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10,
// 10/8, 172.16/12, 192.168/16 and fc00::/7.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const EXAMPLE = 'TRUST_PROXY=10.0.0.0/8,127.0.0.1';

const isAddressOrRange = (entry: string) => {
  if (NAMED_RANGES.has(entry)) return true;
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry) && (ipaddr.IPv4.isValidFourPartDecimal(entry) || ipaddr.IPv6.isValid(entry));
};

/**
 * TRUST_PROXY: the addresses of the reverse proxy or load balancer whose X-Forwarded-For the server
 * believes, as IPs, CIDR ranges or proxy-addr's names, separated by commas. Unset or "false": none.
 *
 * The old forms are refused at start, not guessed at: a hop count (or "true") trusts whoever
 * connects, so anyone reaching the port directly could name any address and void every per-address
 * limit. Addresses trust the proxy alone.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): string[] | false => {
    if (value === undefined || value === '' || value.toLowerCase() === 'false') return false;
    if (/^\d+$/.test(value) || value.toLowerCase() === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `no longer takes a number of hops or "true" (either trusts whoever connects). List the proxy's addresses or CIDR ranges instead, e.g. ${EXAMPLE}`,
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (bad.length > 0 || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be IP addresses or CIDR ranges separated by commas, e.g. ${EXAMPLE} (not valid: ${bad.join(', ') || value})`,
      });
      return z.NEVER;
    }
    return entries;
  });
