// Addresses staff type for the server to reach (issue 66, L3; decision 0076): the geocoder, the CEP
// service, the ERP, the SMTP server. Unless the operator allows private addresses (ALLOW_PRIVATE_ADDRESSES),
// none may lead back into the server's own network: loopback, private, link-local and shared ranges, the
// cloud's metadata service, names that only a local resolver answers. Pure: the server checks the text when
// it is saved and every address a name resolves to when it connects.

/** What the console shows for such an address. */
export const PRIVATE_ADDRESS_MESSAGE =
  "Este endereço leva à rede interna do servidor (localhost, rede privada ou metadados da nuvem) e não é aceito. Use o endereço público do serviço (o responsável pelo servidor pode permitir endereços internos com ALLOW_PRIVATE_ADDRESSES=true).";

/** IPv4 ranges no staff-set address may reach (RFC 6890 and the cloud's metadata at 169.254.169.254). */
const PRIVATE_V4: [number, number][] = [
  [0x00000000, 8], // "this network"
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10, shared (carrier-grade NAT)
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local, the metadata service
  [0xac100000, 12], // 172.16/12
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0a80000, 16], // 192.168/16
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved, broadcast
];

/** '10.1.2.3' as a number, or undefined for any other text (only the dotted form a URL normalises to). */
function ipv4(text: string): number | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255))
    return undefined;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

const v4Private = (value: number) =>
  PRIVATE_V4.some(
    ([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
  );

/** An IPv6 address's eight groups, or undefined when the text is not one. */
function ipv6(text: string): number[] | undefined {
  let rest = text.toLowerCase().replace(/%.*$/, "");
  // A dotted IPv4 tail ('::ffff:127.0.0.1') as its two groups.
  const dotted = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(rest);
  if (dotted) {
    const value = ipv4(dotted[1]!);
    if (value === undefined) return undefined;
    rest = `${rest.slice(0, dotted.index)}:${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const halves = rest.split("::");
  if (halves.length > 2) return undefined;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0]!);
  const back = halves.length === 2 ? groups(halves[1]!) : [];
  if ([...head, ...back].some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return undefined;
  const known = head.length + back.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return undefined;
  const hex = (group: string) => Number.parseInt(group, 16);
  return [...head.map(hex), ...(Array(8 - known).fill(0) as number[]), ...back.map(hex)];
}

/** Whether an IP address (v4 dotted or v6) is one no staff-set address may reach. Not an IP: false. */
export function isPrivateIp(address: string): boolean {
  const v4 = ipv4(address);
  if (v4 !== undefined) return v4Private(v4);
  const g = ipv6(address.replace(/^\[|\]$/g, ""));
  if (!g) return false;
  const embedded = (high: number, low: number) => v4Private(high * 65536 + low);
  if (g.every((group) => group === 0)) return true; // ::
  if (g.slice(0, 7).every((group) => group === 0) && g[7] === 1) return true; // ::1
  if ((g[0]! & 0xffc0) === 0xfe80 || (g[0]! & 0xffc0) === 0xfec0) return true; // link- and site-local
  if ((g[0]! & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g[0]! & 0xff00) === 0xff00) return true; // multicast
  // IPv4 inside IPv6: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16).
  if (g.slice(0, 5).every((group) => group === 0) && (g[5] === 0xffff || g[5] === 0))
    return embedded(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0))
    return embedded(g[6]!, g[7]!);
  if (g[0] === 0x2002) return embedded(g[1]!, g[2]!);
  return false;
}

/** Names only a local resolver answers, and the cloud's metadata service. */
const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".lan", ".intranet"];

/**
 * Whether a host, as a URL's hostname holds it ('127.0.0.1', '[::1]', 'localhost') or as typed for the
 * SMTP server, is one no staff-set address may be: a private IP in any spelling a URL reads ('127.1',
 * '0x7f000001', '2130706433' all are 127.0.0.1), localhost, a local or internal name, a name of one label.
 */
export function isPrivateHost(host: string): boolean {
  let name = host.trim().toLowerCase().replace(/\.$/, "");
  if (name.startsWith("[")) return isPrivateIp(name);
  try {
    // The URL parser reads every IPv4 spelling (octal, hex, short, one number) as the dotted form.
    name = new URL(`http://${name}/`).hostname;
  } catch {
    return true;
  }
  if (name.startsWith("[")) return isPrivateIp(name);
  if (ipv4(name) !== undefined) return isPrivateIp(name);
  if (name === "localhost" || LOCAL_SUFFIXES.some((suffix) => name.endsWith(suffix))) return true;
  if (name === "metadata.google.internal" || name === "metadata" || name === "instance-data") return true;
  // One label ('intranet', 'erp'): the resolver's search list makes it a local name.
  return !name.includes(".");
}

/** Whether a URL's host is one no staff-set address may be; an address that is not a URL: true. */
export function isPrivateUrl(value: string): boolean {
  try {
    return isPrivateHost(new URL(value).hostname);
  } catch {
    return true;
  }
}
