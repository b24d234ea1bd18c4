import { isIP } from 'node:net';

/**
 * The client a rate limit or the connection cap counts (issue 21): an IPv4 address as it is, and
 * an IPv6 address by its /64 network. A mobile network in India gives each subscriber a /64, from
 * which a phone (or an attacker) may take a new address for every request; counted one by one,
 * each address would get its own limits.
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const hextets = expandIPv6(address);
  // An IPv4 address written as IPv6 (::ffff:198.51.100.7) is that IPv4 client.
  if (hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` filled in, a zone and an IPv4 tail read). */
function expandIPv6(address: string): number[] {
  const [withoutZone = ''] = address.split('%');
  const [head = '', tail] = withoutZone.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = groupsOf(head);
  if (tail === undefined) return front;
  const back = groupsOf(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
