import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";
import { AppError } from "../errors";

/**
 * The guard that keeps a webhook from probing the server's own network (SSRF): only public unicast
 * addresses are reached, unless the operator allows private networks (WEBHOOKS_ALLOW_PRIVATE_NETWORKS).
 * It runs twice: when an endpoint is saved (to refuse with a reason) and at every connection (the name
 * may resolve elsewhere by then), and redirects are never followed.
 */
export type { WebhookNetworkPolicy } from "../context";
import type { WebhookNetworkPolicy } from "../context";

/** True for an address on the public internet; false for loopback, private, link-local, CGNAT, multicast... */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) back into the IPv4 it hides.
  const parsed = ipaddr.process(address);
  // ipaddr.js calls IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291 §2.5.5.1) plain unicast;
  // nothing public lives there, and a stack that still routes it reaches the embedded IPv4.
  if (parsed.kind() === "ipv6" && parsed.match(IPV4_COMPATIBLE)) return false;
  return parsed.range() === "unicast";
}

const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

export type Resolve = (hostname: string) => Promise<string[]>;
const systemResolve: Resolve = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

const refuse = (reason: string) => new AppError("VALIDATION", reason, { url: reason });

/** Checks an endpoint address before it is saved; answers the normalised URL or refuses with the reason. */
export async function checkWebhookUrl(
  raw: string,
  policy: WebhookNetworkPolicy,
  resolve: Resolve = systemResolve,
): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse("Enter a full address, like https://example.com/webhooks");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw refuse("Use an https:// address");
  if (policy.requireHttps && url.protocol !== "https:")
    throw refuse("Use an https:// address: webhooks carry your business data");
  if (url.username || url.password) throw refuse("Leave the user name and password out of the address");
  if (policy.allowPrivateNetworks) return url.toString();

  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) {
    if (!isPublicAddress(host)) throw refuse(`${host} is a private or local address; use a public one`);
    return url.toString();
  }
  if (LOCAL_NAMES.test(host)) throw refuse(`${host} is a local name; use a public address`);
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    throw refuse(`${host} could not be found; check the address`);
  }
  const inside = addresses.find((a) => !isPublicAddress(a));
  if (!addresses.length || inside)
    throw refuse(`${host} points at ${inside ?? "no address"}, a private or local address; use a public one`);
  return url.toString();
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that connects only to public addresses (unless allowed): the check at
 * save time cannot stop a name that resolves somewhere else later (DNS rebinding).
 */
export function guardedLookup(policy: Pick<WebhookNetworkPolicy, "allowPrivateNetworks">) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const allowed = policy.allowPrivateNetworks ? addresses : addresses.filter((a) => isPublicAddress(a.address));
      if (!allowed.length) {
        const refusal: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private or local address; refused`);
        refusal.code = "EPRIVATEADDRESS";
        return callback(refusal, "", 4);
      }
      if (options.all) return callback(null, allowed);
      callback(null, allowed[0].address, allowed[0].family);
    });
  };
}
