import { GET as EMBED } from "@/app/embed/[id]/route";
import { GET as OEMBED } from "@/app/api/oembed/route";
import { PATCH } from "@/app/api/videos/[id]/route";
import { POST as UNLOCK } from "@/app/api/videos/[id]/unlock/route";
import type { Video } from "@/db/schema";
import { apiRequest, routeParams, type TestUser } from "../support/fixtures";
import { as, type People, type Who } from "./videos-fixtures";

export const BASE = "http://127.0.0.1:3000";
type Route = (request: Request, context: ReturnType<typeof routeParams>) => Promise<Response>;

/** Request options as `who`, with an optional Cookie header and client address. */
export function options(
  who: Who,
  people: People,
  extra: { cookie?: string; address?: string; method?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (extra.cookie) headers.cookie = extra.cookie;
  if (extra.address) headers["x-forwarded-for"] = extra.address;
  return { ...as(who, people), headers, method: extra.method, body: extra.body };
}

/** Calls a `[id]` route at `path` (relative to the video's API path unless absolute). */
export function call(
  route: Route,
  video: Video,
  path: string,
  init: ReturnType<typeof options>,
  params: Record<string, string> = {},
) {
  const url = path.startsWith("/") ? path : `/api/videos/${video.id}${path}`;
  return route(apiRequest(url, init), routeParams({ id: String(video.id), ...params }));
}

export const patchAs = (owner: TestUser, video: Video, body: unknown) =>
  PATCH(
    apiRequest(`/api/videos/${video.id}`, { method: "PATCH", token: owner.token, body }),
    routeParams({ id: String(video.id) }),
  );

/**
 * POST /unlock from `address` (null: none reported); answers the response and the `name=value`
 * part of its cookie, if any.
 */
export async function unlock(
  video: Video,
  password: string,
  address: string | null = "203.0.113.7",
) {
  const response = await UNLOCK(
    apiRequest(`/api/videos/${video.id}/unlock`, {
      method: "POST",
      body: { password },
      headers: address === null ? {} : { "x-forwarded-for": address },
    }),
    routeParams({ id: String(video.id) }),
  );
  const setCookie = response.headers.get("set-cookie");
  return { response, setCookie, cookie: setCookie?.split(";")[0] };
}

export const embedPage = (video: Video, cookie?: string) =>
  EMBED(
    apiRequest(`/embed/${video.id}`, { headers: cookie ? { cookie } : {} }),
    routeParams({ id: String(video.id) }),
  );

export const oembedFor = (video: Video, token?: string) =>
  OEMBED(
    apiRequest(`/api/oembed?url=${encodeURIComponent(`${BASE}/video/${video.id}`)}`, { token }),
  );
