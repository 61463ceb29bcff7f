import ipaddr from 'ipaddr.js';

// First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

/**
 * A session's device in plain words, from its user agent: "Chrome on Windows", "Safari on iPhone".
 * Only for the owner to recognise their own devices, so a rough guess is enough (hand-made: a few
 * patterns, not a security decision); anything unrecognised is said so plainly.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/**
 * The address partly hidden: enough for the owner to tell home from elsewhere, not enough to locate
 * anyone. IPv4 keeps three parts (203.0.113.x), IPv6 its first three groups (2001:db8:85a3:…).
 */
export function describePlace(ip: string | null): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return `${(address as ipaddr.IPv4).octets.slice(0, 3).join('.')}.x`;
  return `${(address as ipaddr.IPv6).parts.slice(0, 3).map((p) => p.toString(16)).join(':')}:…`;
}
