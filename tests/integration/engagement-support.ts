import { apiRequest, routeParams } from "../support/fixtures";
import { POST as postRecipient } from "@/app/api/videos/[id]/recipient/route";
import { GET as getLinks, POST as postLink } from "@/app/api/videos/[id]/links/route";

export function createLink(videoId: number, token: string, body: unknown) {
  return postLink(
    apiRequest(`/api/videos/${videoId}/links`, { token, method: "POST", body }),
    routeParams({ id: String(videoId) }),
  );
}

export function listLinks(videoId: number, token: string) {
  return getLinks(
    apiRequest(`/api/videos/${videoId}/links`, { token }),
    routeParams({ id: String(videoId) }),
  );
}

/** What the share page does with `?r=`: answers the greeting and the cookie to send afterwards. */
export async function openTrackedLink(videoId: number, linkToken: string, anonymousId: string) {
  const response = await postRecipient(
    apiRequest(`/api/videos/${videoId}/recipient`, {
      anonymousId,
      method: "POST",
      body: { token: linkToken },
    }),
    routeParams({ id: String(videoId) }),
  );
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { response, cookie };
}
