import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/** Fastify's own names for address ranges (proxy-addr): 127/8 and ::1, 169.254/16, private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies may tell the server the client's address through X-Forwarded-For.
 * `false`, a hop count, or the proxies' addresses and CIDR ranges, as Fastify's `trustProxy` takes
 * them. `true` would believe any client about its own address, so it is refused.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true lets any client choose its own address (and so dodge rate limits) by sending ' +
          'X-Forwarded-For; give the number of proxies in front of the server instead: set it ' +
          'to 1 behind one nginx, or list the proxies’ addresses (10.0.0.2 or 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a number of proxies (1 behind one nginx) or a comma-separated list of proxy addresses and ranges (10.0.0.2, 10.0.0.0/8, loopback); ${invalid.map((entry) => JSON.stringify(entry)).join(', ')} is not one`,
      });
      return z.NEVER;
    }
    return entries;
  });

export type TrustProxy = z.output<typeof trustProxySetting>;

/** Loopback and private ranges: where a proxy on the same machine or network connects from. */
const nearbyAddresses = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  nearbyAddresses.addSubnet(network, prefix, 'ipv4');
}
nearbyAddresses.addAddress('::1', 'ipv6');
nearbyAddresses.addSubnet('fc00::', 7, 'ipv6');

const isNearby = (address: string) =>
  nearbyAddresses.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * What Fastify's `trustProxy` is given. Fastify ignores a bare hop count (a client that reaches
 * the server directly could otherwise name any address), so a count becomes a function: trust that
 * many hops, the nearest of which must connect from a loopback or private address, as nginx on the
 * same machine or network does. A direct client from the internet is keyed by its own address.
 */
export function fastifyTrustProxy(setting: TrustProxy) {
  if (typeof setting !== 'number') return setting;
  return (address: string, hop: number) => hop < setting && (hop > 0 || isNearby(address));
}
