import type http from "node:http";
import { readBody, sendJson, sendText, writeHead } from "./fake-vercel-blob-http";
import type { FakeBlobState } from "./fake-vercel-blob-types";

/** The fake's own endpoints for tests (not part of the Blob API). */
export const FAKE_PREFIX = "/__fake/";

/** /__fake/...: what reached the store, for tests in another process. Not logged. */
export async function handleFake(
  state: FakeBlobState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  await readBody(req);
  const route = `${req.method ?? ""} ${new URL(req.url ?? "/", "http://fake").pathname}`;
  switch (route) {
    case `GET ${FAKE_PREFIX}health`:
      return sendText(res, 200, "ok");
    case `GET ${FAKE_PREFIX}objects`:
      return sendJson(
        res,
        200,
        [...state.objects.entries()]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([pathname, object]) => ({
            pathname,
            size: object.body.byteLength,
            contentType: object.contentType,
            access: object.access,
            etag: object.etag,
            uploadedAt: object.uploadedAt.toISOString(),
          })),
      );
    case `GET ${FAKE_PREFIX}requests`:
      return sendJson(res, 200, state.requests);
    case `GET ${FAKE_PREFIX}errors`:
      return sendJson(
        res,
        200,
        state.errors.map((error) => ({ message: error.message })),
      );
    case `POST ${FAKE_PREFIX}reset`:
      state.objects.clear();
      state.multipartUploads.clear();
      state.requests.length = 0;
      state.errors.length = 0;
      writeHead(res, 204, {});
      return res.end();
    default:
      return sendText(res, 404, `The fake Vercel Blob has no test endpoint ${route}`);
  }
}
