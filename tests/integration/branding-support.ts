import sharp from "sharp";
import { routeParams, type TestUser } from "../support/fixtures";

// Shared by the branding test files: images and a raw-body PUT.

/** A solid `width` x `height` image in `format`. */
export function imageBytes(
  format: "png" | "jpeg" | "webp" | "gif",
  width = 64,
  height = 32,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1a73e8" } })
    .toFormat(format)
    .toBuffer();
}

type Route = (
  request: Request,
  context?: { params?: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

/** PUTs raw bytes (the logo upload) as `who`. */
export function putBytes(
  route: Route,
  workspaceId: number,
  who: TestUser | null,
  bytes: Uint8Array,
  contentType = "image/png",
): Promise<Response> {
  const headers = new Headers({ "content-type": contentType });
  if (who) headers.set("authorization", `Bearer ${who.token}`);
  const request = new Request(`http://127.0.0.1:3000/api/workspaces/${workspaceId}/branding/logo`, {
    method: "PUT",
    headers,
    body: bytes as BodyInit,
  });
  return route(request, routeParams({ wid: String(workspaceId) }));
}
