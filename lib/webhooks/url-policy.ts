import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { lookup as dnsLookupAll } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import { config } from "@/lib/config";
import { badRequest } from "@/lib/errors";
import { isPublicAddress, literalAddress } from "./address";

/** A URL, or an address it resolved to, that webhooks may not reach. */
export class AddressNotAllowedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AddressNotAllowedError";
  }
}

/** WEBHOOKS_ALLOW_PRIVATE: local receivers (http, private addresses) for tests and self-hosters. */
export const privateAllowed = () => config().WEBHOOKS_ALLOW_PRIVATE;

const refusedAddress = (host: string, address: string) =>
  new AddressNotAllowedError(
    `The webhook URL's host ${host} is at ${address}, which is not a public address.`,
  );

/**
 * The scheme and, for an IP literal, the address: https only, and a public address, unless private
 * receivers are allowed. DNS names are checked when they are resolved (checkResolvedUrl, and
 * guardedLookup at every connection).
 */
export function checkUrlShape(url: URL, allowPrivate = privateAllowed()): void {
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    throw new AddressNotAllowedError("The webhook URL must start with https://.");
  }
  const literal = literalAddress(url.hostname);
  if (literal !== null && !allowPrivate && !isPublicAddress(literal)) {
    throw refusedAddress(url.hostname, literal);
  }
}

/**
 * Whether every address a name resolves to is public (none must be private: a receiver behind a
 * name that also points inside the network is refused). Creating a webhook checks it at once, so
 * `https://localhost/` is refused with a clear message rather than at its first delivery.
 */
export async function checkResolvedUrl(url: URL, allowPrivate = privateAllowed()): Promise<void> {
  checkUrlShape(url, allowPrivate);
  if (allowPrivate || literalAddress(url.hostname) !== null) return;
  let addresses: LookupAddress[];
  try {
    addresses = await dnsLookupAll(url.hostname, { all: true });
  } catch {
    throw new AddressNotAllowedError(`The webhook URL's host ${url.hostname} was not found.`);
  }
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused || addresses.length === 0) {
    throw refusedAddress(url.hostname, refused?.address ?? "no address");
  }
}

/** checkResolvedUrl for a route: 400 `webhook_url_not_allowed` with the reason. */
export async function assertWebhookUrlAllowed(url: string): Promise<void> {
  try {
    await checkResolvedUrl(new URL(url));
  } catch (error) {
    if (error instanceof AddressNotAllowedError) {
      throw badRequest(error.message, "webhook_url_not_allowed");
    }
    throw error;
  }
}

/**
 * The `lookup` a delivery connects through: the socket goes to the address checked here, so a name
 * that resolved to a public address for the check cannot resolve to a private one for the
 * connection (DNS rebinding). Every answer must be public.
 */
export function guardedLookup(allowPrivate = privateAllowed()): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const refused = allowPrivate
        ? undefined
        : addresses.find((entry) => !isPublicAddress(entry.address));
      const first = addresses[0];
      if (refused || !first) {
        return callback(refusedAddress(hostname, refused?.address ?? "no address"), "", 4);
      }
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}
