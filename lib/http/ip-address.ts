import net from 'node:net';

/** "::ffff:10.0.0.1" -> "10.0.0.1"; anything that is not an IP address -> null. */
export function normalizeIp(value: string | null | undefined): string | null {
  if (!value) return null;
  let ip = value.trim();
  if (ip.startsWith('[') && ip.includes(']')) ip = ip.slice(1, ip.indexOf(']'));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) ip = ip.slice(7);
  return net.isIP(ip) ? ip.toLowerCase() : null;
}

/** A set of addresses and CIDR ranges ("10.0.0.0/8", "127.0.0.1", "::1"). Invalid entries throw. */
export class AddressSet {
  private readonly list = new net.BlockList();
  readonly size: number;

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address = '', prefix, ...rest] = entry.split('/');
      const ip = normalizeIp(address);
      if (!ip) throw new Error(`not an IP address or range: "${entry}"`);
      const family = net.isIPv6(ip) ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.list.addAddress(ip, family);
      else {
        // Digits only: Number('') is 0, so "10.0.0.0/" would otherwise trust every address.
        const bits = /^\d{1,3}$/.test(prefix) && rest.length === 0 ? Number(prefix) : NaN;
        if (!Number.isInteger(bits) || bits < 0 || bits > (family === 'ipv4' ? 32 : 128)) throw new Error(`bad prefix length in "${entry}"`);
        this.list.addSubnet(ip, bits, family);
      }
    }
    this.size = entries.length;
  }

  has(address: string | null): boolean {
    const ip = normalizeIp(address);
    return !!ip && this.size > 0 && this.list.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4');
  }
}
