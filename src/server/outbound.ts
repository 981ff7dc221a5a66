import { type LookupAddress, lookup } from "node:dns";
import { isIP } from "node:net";
import type { Agent, fetch as undiciFetch } from "undici";
import { isPrivateHost, isPrivateIp } from "../domain/network-address";

// Where the server connects on staff's word (issue 66, L3; decision 0076): the geocoder, the CEP service,
// the ERP, the SMTP server, and the WhatsApp and RD Station APIs. Unless the operator allows private
// addresses (ALLOW_PRIVATE_ADDRESSES, config.ts), a connection is refused when its host is a private
// address or name as typed, and when any address its name resolves to is one: the resolver is asked here,
// the answer checked, and the socket opened to that checked address, so a name cannot resolve to a public
// address for the check and to 127.0.0.1 for the connection.

/** A connection the server refused to open: its address leads into the server's own network. */
export class PrivateAddressError extends Error {
  override name = "PrivateAddressError";
  readonly code = "EPRIVATEADDRESS";
  constructor() {
    super("the address leads into the server's own network");
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

type Resolve = (
  hostname: string,
  options: { family: number; all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A lookup as net.connect calls it (undici passes it to each socket), refusing a name with any private
 * address among `resolve`'s answers (dns.lookup: the system's resolver, /etc/hosts included) and handing
 * the socket the addresses it checked.
 */
export function checkedLookup(resolve: Resolve = lookup as Resolve) {
  return (hostname: string, options: { family?: number; all?: boolean }, callback: LookupCallback) => {
    resolve(hostname, { family: options.family ?? 0, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.length === 0 || addresses.some((answer) => isPrivateIp(answer.address)))
        return callback(new PrivateAddressError(), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const publicLookup = checkedLookup();

// Two connection pools for the process: one whose sockets resolve through the check, one that does not.
// undici is imported by the first connection out (decision 0091): a server that only serves pages never
// holds its source and bytecode, more than a megabyte of it.
let pools: Promise<{ fetch: typeof undiciFetch; agentFor: (allowPrivate: boolean) => Agent }> | undefined;
const connectionPools = () =>
  (pools ??= import("undici").then(({ Agent, fetch }) => {
    const publicAgent = new Agent({ connect: { lookup: publicLookup as never } });
    const anyAgent = new Agent();
    return { fetch, agentFor: (allowPrivate: boolean) => (allowPrivate ? anyAgent : publicAgent) };
  }));

/** Throws PrivateAddressError when `host` (a URL's hostname, or a name typed) may not be reached. */
export function checkHost(host: string, allowPrivate: boolean): void {
  if (!allowPrivate && isPrivateHost(host)) throw new PrivateAddressError();
}

/**
 * fetch, through the connection check above (undici's, whose socket options take the checked lookup). A
 * FormData body is sent as the multipart bytes Node's own Request makes of it.
 */
export async function outboundFetch(
  url: string,
  init: RequestInit & { allowPrivate: boolean },
): Promise<Response> {
  const { allowPrivate, ...rest } = init;
  checkHost(new URL(url).hostname, allowPrivate);
  let body = rest.body;
  const headers = new Headers(rest.headers);
  if (body instanceof FormData) {
    const encoded = new Request("http://localhost/", { method: "POST", body });
    headers.set("content-type", encoded.headers.get("content-type") ?? "");
    body = new Uint8Array(await encoded.arrayBuffer());
  }
  const { fetch, agentFor } = await connectionPools();
  return (await fetch(url, {
    ...(rest as object),
    headers: headers as never,
    body: body as never,
    dispatcher: agentFor(allowPrivate),
  })) as unknown as Response;
}

/**
 * Where to open an SMTP connection: `host` itself when private addresses are allowed or it is an IP
 * already checked; else the first of the addresses its name resolves to, all checked, with the name kept
 * for TLS (nodemailer's `servername`). Throws PrivateAddressError, or the resolver's error.
 */
export async function smtpAddress(
  host: string,
  allowPrivate: boolean,
): Promise<{ host: string; servername?: string }> {
  checkHost(host, allowPrivate);
  if (allowPrivate || isIP(host)) return { host };
  const address = await new Promise<string>((resolve, reject) =>
    publicLookup(host, {}, (error, found) => (error ? reject(error) : resolve(found as string))),
  );
  return { host: address, servername: host };
}
