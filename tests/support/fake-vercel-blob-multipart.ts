import { createHash, randomBytes } from "node:crypto";
import type http from "node:http";
import { ApiError, badRequest, isNumber, isRecord, isString } from "./fake-vercel-blob-errors";
import { header } from "./fake-vercel-blob-http";
import { decodePathname, md5, withRandomSuffix } from "./fake-vercel-blob-pathnames";
import {
  accessFrom,
  checkClientPathname,
  checkClientSize,
  checkOverwrite,
  checkPathname,
  putPolicy,
  store,
} from "./fake-vercel-blob-put";
import type { Caller } from "./fake-vercel-blob-tokens";
import type { FakeBlobState } from "./fake-vercel-blob-types";

/** S3 rules, which Vercel Blob multipart uploads follow. */
const MIN_PART_SIZE = 5 * 1024 * 1024;
const MAX_PART_NUMBER = 10_000;

// POST /mpu?pathname=... with x-mpu-action create | upload | complete.
export function multipart(
  state: FakeBlobState,
  caller: Caller,
  req: http.IncomingMessage,
  url: URL,
  body: Buffer,
) {
  const pathname = checkPathname(url.searchParams.get("pathname"));
  checkClientPathname(caller, pathname);
  const action = header(req, "x-mpu-action");
  if (action === "create") {
    const access = accessFrom(req);
    const policy = putPolicy(caller, req, pathname);
    const key = policy.addRandomSuffix ? withRandomSuffix(pathname) : pathname;
    checkOverwrite(state, policy, key);
    const uploadId = randomBytes(24).toString("base64url");
    state.multipartUploads.set(uploadId, {
      pathname,
      key,
      access,
      auth: caller.kind,
      parts: new Map(),
    });
    return { key, uploadId };
  }
  const uploadId = header(req, "x-mpu-upload-id") ?? "";
  const upload = state.multipartUploads.get(uploadId);
  const key = decodePathname(header(req, "x-mpu-key") ?? "");
  if (!upload || upload.key !== key || upload.pathname !== pathname) {
    throw new ApiError(404, "not_found", "The multipart upload does not exist");
  }
  if (action === "upload") {
    const partNumber = Number(header(req, "x-mpu-part-number"));
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
      throw badRequest(`Invalid part number, it must be between 1 and ${MAX_PART_NUMBER}`);
    }
    let others = 0;
    for (const [n, part] of upload.parts) if (n !== partNumber) others += part.body.byteLength;
    checkClientSize(caller, others + body.byteLength);
    const etag = `"${md5(body)}"`;
    upload.parts.set(partNumber, { body, etag });
    return { etag };
  }
  if (action === "complete") {
    let listed: unknown;
    try {
      listed = JSON.parse(body.toString());
    } catch {
      throw badRequest("The parts list is not JSON");
    }
    if (!Array.isArray(listed) || listed.length === 0) {
      throw badRequest("The parts list must be a non-empty array");
    }
    // The SDK lists parts in the order their uploads finished; the service sorts them.
    const parts = listed
      .map((entry: unknown) => {
        if (!isRecord(entry) || !isNumber(entry.partNumber) || !isString(entry.etag)) {
          throw badRequest("Each part needs a partNumber and an etag");
        }
        const part = upload.parts.get(entry.partNumber);
        if (!part || part.etag !== entry.etag) {
          throw badRequest(`Part ${entry.partNumber} was not uploaded or its etag does not match`);
        }
        return { partNumber: entry.partNumber, ...part };
      })
      .sort((a, b) => a.partNumber - b.partNumber);
    parts.forEach((part, i) => {
      if (i > 0 && parts[i - 1]?.partNumber === part.partNumber) {
        throw badRequest(`Part ${part.partNumber} is listed twice`);
      }
      if (i < parts.length - 1 && part.body.byteLength < MIN_PART_SIZE) {
        throw badRequest(
          `Part ${part.partNumber} is smaller than ${MIN_PART_SIZE} bytes and is not the last part`,
        );
      }
    });
    const whole = Buffer.concat(parts.map((part) => part.body));
    checkClientSize(caller, whole.byteLength);
    const policy = putPolicy(caller, req, pathname);
    const digest = createHash("md5");
    for (const part of parts) digest.update(Buffer.from(part.etag.slice(1, -1), "hex"));
    const etag = `"${digest.digest("hex")}-${parts.length}"`;
    const result = store(state, upload.key, whole, etag, upload.access, policy);
    state.multipartUploads.delete(uploadId);
    return result;
  }
  throw badRequest(`Unknown x-mpu-action "${action ?? ""}"`);
}
