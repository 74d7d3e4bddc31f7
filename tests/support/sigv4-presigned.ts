import { createHash, createHmac } from "node:crypto";

// s3rver 3.7 accepts any V4 signature ("unimplemented"); real S3 checks it. This recomputes the
// signature of a presigned URL (query authentication, UNSIGNED-PAYLOAD) from the request as it
// arrived, so a test sees what S3 would refuse: a changed part number, or a body whose length
// differs from the Content-Length the URL was signed for.

const hmac = (key: Buffer | string, text: string) =>
  createHmac("sha256", key).update(text).digest();
const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

/** RFC 3986 encoding, as SigV4's canonical query string wants it. */
const strictEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function canonicalQuery(rawQuery: string): { canonical: string; params: Map<string, string> } {
  const pairs = rawQuery
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      const [key, value] = at < 0 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
      const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, "%20"));
      return [decode(key), decode(value)] as const;
    });
  const params = new Map(pairs);
  const canonical = pairs
    .filter(([key]) => key !== "X-Amz-Signature")
    .map(([key, value]) => [strictEncode(key), strictEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  return { canonical, params };
}

/**
 * Whether a presigned request's signature matches: `url` is the request's raw path and query,
 * `header(name)` its headers. Requests without X-Amz-Signature are not presigned: true.
 */
export function presignedSignatureMatches({
  method,
  url,
  header,
  secretAccessKey,
}: {
  method: string;
  url: string;
  header: (name: string) => string;
  secretAccessKey: string;
}): boolean {
  const at = url.indexOf("?");
  const path = at < 0 ? url : url.slice(0, at);
  const { canonical, params } = canonicalQuery(at < 0 ? "" : url.slice(at + 1));
  const provided = params.get("X-Amz-Signature");
  if (!provided) return true;
  const signedHeaders = params.get("X-Amz-SignedHeaders") ?? "";
  const amzDate = params.get("X-Amz-Date") ?? "";
  const [, date = "", region = "", service = ""] = (params.get("X-Amz-Credential") ?? "").split(
    "/",
  );
  const headerLines = signedHeaders
    .split(";")
    .map((name) => `${name}:${header(name).trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const request = [method, path, canonical, headerLines, signedHeaders, "UNSIGNED-PAYLOAD"].join(
    "\n",
  );
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(request)].join("\n");
  const key = hmac(
    hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service),
    "aws4_request",
  );
  return hmac(key, stringToSign).toString("hex") === provided;
}
