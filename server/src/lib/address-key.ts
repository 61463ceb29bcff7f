import ipaddr from 'ipaddr.js';

/**
 * The key a per-address limit counts under. An IPv4 address is one key (an IPv4-mapped IPv6 address is
 * its IPv4 address). An IPv6 address counts per /64: a home or a server is given a whole /64, so counting
 * single addresses would let anyone step round every limit by changing the last 64 bits.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.fromByteArray([...parts.flatMap((p) => [p >> 8, p & 0xff]), ...new Array<number>(8).fill(0)]).toString()}/64`;
}
