import { isIPv6 } from 'node:net';

/**
 * The address sign-in failures are counted against: an IPv4 address as it is,
 * an IPv6 one by its /64 network, since one client usually holds a whole /64
 * and could otherwise take a fresh address for every guess.
 */
export function clientAddress(ip: string): string {
  const unzoned = ip.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(unzoned);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(unzoned)) return ip.slice(0, 64);
  const [head = '', tail] = unzoned.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An IPv4 tail stands for two groups.
  const size = (groups: string[]) => groups.reduce((total, group) => total + (group.includes('.') ? 2 : 1), 0);
  const gap = tail === undefined ? 0 : 8 - size(headGroups) - size(tailGroups);
  const groups = [...headGroups, ...Array<string>(gap).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
