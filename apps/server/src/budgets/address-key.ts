// The key every per-address budget counts under (docs/fair-play.md): an IPv4 address as it is,
// an IPv4-mapped IPv6 address as its IPv4 address, and any other IPv6 address by its /64 —
// one host is routinely given a whole /64, so counting full IPv6 addresses would give it 2^64
// budgets. The ranked queue's same-address rule compares these keys too.
import { isIPv4, isIPv6 } from 'node:net'

//
// A request whose connection closed before it was read has no address (Node leaves the socket's
// remoteAddress undefined, and Fastify's `request.ip` with it): such requests share one key.
export function addressKey(address: string | undefined): string {
  if (address === undefined) return 'unknown'
  const bare = address.trim().toLowerCase().replace(/%.*$/, '')
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return bare
  const groups = ipv6Groups(bare)
  // ::ffff:a.b.c.d (RFC 4291 §2.5.5.2): a dual-stack socket's view of an IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  let text = address
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)))
  const front = parse(head)
  if (tail === undefined) return front
  const back = parse(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}
