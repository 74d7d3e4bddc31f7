import type { APIRequestContext, APIResponse } from "@playwright/test";
import type { Pools } from "./requests";
import { TINY_PNG } from "./samples";

async function created(response: APIResponse, what: string): Promise<Record<string, unknown>> {
  if (response.status() >= 300) {
    throw new Error(`seeding ${what}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as Record<string, unknown>;
}

const idOf = (body: Record<string, unknown>, what: string): number | string => {
  const id = body.id;
  if (typeof id !== "number" && typeof id !== "string") throw new Error(`seeding ${what}: no id`);
  return id;
};

/**
 * The signed-in fuzz user's own resources, one or two of each kind the API names in its paths:
 * a private and a shared video, a comment and its reply, a reaction, an embed and an image
 * attachment, a saved document, an API token and an open upload session; and a team workspace
 * with a folder, a pending invite and a webhook, the personal workspace, the user's own member id
 * and a tracked link (the user is on Pro Annual for it).
 */
export async function seedResources(
  api: APIRequestContext,
  baseURL: string,
  webm: Buffer,
): Promise<Pools> {
  const upload = async (title: string, isPrivate: boolean) =>
    idOf(
      await created(
        await api.post("/api/videos/upload", {
          multipart: {
            title,
            isPrivate: String(isPrivate),
            duration: "1",
            video: { name: "recording.webm", mimeType: "video/webm", buffer: webm },
          },
        }),
        "a video",
      ),
      "a video",
    );
  const privateVideo = await upload("Fuzz private", true);
  const shared = await upload("Fuzz shared", false);
  const post = async (path: string, data: unknown, what: string) =>
    created(await api.post(path, { data }), what);

  const comment = idOf(
    await post(`/api/videos/${shared}/comments`, { content: "Seed", timestamp: 1 }, "a comment"),
    "a comment",
  );
  const reply = idOf(
    await post(
      `/api/videos/${shared}/comments`,
      { content: "Reply", parentId: comment },
      "a reply",
    ),
    "a reply",
  );
  const reaction = idOf(
    await post(`/api/videos/${shared}/reactions`, { emoji: "👍", time: 0.5 }, "a reaction"),
    "a reaction",
  );
  const image = await created(
    await api.post("/api/attachments/upload", {
      multipart: { file: { name: "seed.png", mimeType: "image/png", buffer: TINY_PNG } },
    }),
    "an image",
  );
  const imageUrl = String(image.imageUrl);
  const imageAttachment = idOf(
    await post(
      `/api/videos/${shared}/attachments`,
      { attachmentType: "image", imageUrl },
      "an image attachment",
    ),
    "an image attachment",
  );
  const embed = idOf(
    await post(
      `/api/videos/${shared}/attachments`,
      {
        attachmentType: "embed",
        embedType: "youtube",
        embedUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      },
      "an embed",
    ),
    "an embed",
  );
  const document = idOf(
    await post(
      `/api/videos/${shared}/ai-documents`,
      { title: "Seed", content: "# Seed" },
      "a document",
    ),
    "a document",
  );
  await post("/api/tokens", { name: "Fuzz" }, "a token");
  // The new token's answer holds the secret, not the id; the list has the id.
  const tokens = (await (await api.get("/api/tokens")).json()) as { id: number | string }[];
  const token = idOf(tokens[0] ?? {}, "a token");
  const session = idOf(
    await post("/api/uploads", { partUpload: "server" }, "an upload session"),
    "an upload",
  );
  const team = await seedTeam(api, post, shared);
  return {
    ...team,
    video: [privateVideo, shared],
    comment: [comment, reply],
    reaction: [reaction],
    attachment: [imageAttachment, embed],
    document: [document],
    token: [token],
    upload: [session],
    attachmentFile: [new URL(imageUrl, baseURL).searchParams.get("file") ?? ""],
    shareUrl: [`${baseURL}/video/${shared}`, `${baseURL}/embed/${privateVideo}`],
    authAction: ["session", "csrf", "providers", "signin", "signout", "callback/dev", "error"],
  };
}

type Post = (path: string, data: unknown, what: string) => Promise<Record<string, unknown>>;

async function seedTeam(
  api: APIRequestContext,
  post: Post,
  shared: number | string,
): Promise<
  Pick<Pools, "workspace" | "folder" | "invite" | "inviteToken" | "member" | "link" | "webhook">
> {
  // Webhooks and tracked links are part of Pro Annual.
  await post("/api/checkout/test/confirm", { planId: "yearly" }, "Pro Annual");
  const workspaces = (await (await api.get("/api/workspaces")).json()) as { id: number }[];
  const personal = idOf(workspaces[0] ?? {}, "the personal workspace");
  const team = idOf(
    await post("/api/workspaces", { name: "Fuzz team" }, "a workspace"),
    "a workspace",
  );
  const folder = idOf(
    await post(`/api/workspaces/${team}/folders`, { name: "Fuzz folder" }, "a folder"),
    "a folder",
  );
  const invite = await post(
    `/api/workspaces/${team}/invites`,
    { email: "invitee@example.test", role: "creator" },
    "an invite",
  );
  const inviteToken = String(invite.url).split("/invites/")[1] ?? "";
  const webhook = idOf(
    await post(
      "/api/webhooks",
      // The e2e server allows private addresses; nothing listens on port 9 (deliveries fail).
      { url: "http://127.0.0.1:9/fuzz", events: ["video.viewed"], workspaceId: team },
      "a webhook",
    ),
    "a webhook",
  );
  const link = idOf(
    await post(`/api/videos/${shared}/links`, { recipientName: "Jane", company: "Acme" }, "a link"),
    "a link",
  );
  const session = (await (await api.get("/api/auth/session")).json()) as { user?: { id?: string } };
  return {
    workspace: [personal, team],
    folder: [folder],
    invite: [idOf(invite, "an invite")],
    inviteToken: [inviteToken],
    member: [session.user?.id ?? ""],
    link: [link],
    webhook: [webhook],
  };
}
