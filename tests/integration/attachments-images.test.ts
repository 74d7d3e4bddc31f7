import { describe, expect, it } from "vitest";
import { DELETE } from "@/app/api/attachments/[id]/route";
import { GET as IMAGE } from "@/app/api/attachments/[id]/image/route";
import { GET as UPLOADED, POST as UPLOAD } from "@/app/api/attachments/upload/route";
import { POST } from "@/app/api/videos/[id]/attachments/route";
import { ATTACHMENT_IMAGES_PER_MINUTE } from "@/lib/attachments/images";
import type { AttachmentResponse } from "@/lib/attachments/schemas";
import { apiRequest, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { as, lazyWorld, type Who, type World } from "./videos-fixtures";

const database = useTestDatabase();

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const setup = lazyWorld(database);

const create = (videoId: number, who: Who, w: World, body: unknown) =>
  POST(
    apiRequest(`/api/videos/${videoId}/attachments`, { ...as(who, w), method: "POST", body }),
    routeParams({ id: String(videoId) }),
  );
const remove = (id: number, who: Who, w: World) =>
  DELETE(
    apiRequest(`/api/attachments/${id}`, { ...as(who, w), method: "DELETE" }),
    routeParams({ id: String(id) }),
  );
const image = (id: number, who: Who, w: World) =>
  IMAGE(apiRequest(`/api/attachments/${id}/image`, as(who, w)), routeParams({ id: String(id) }));

function upload(who: Who, w: World, bytes: Uint8Array, multipart = true) {
  const request = apiRequest("/api/attachments/upload", { ...as(who, w), method: "POST" });
  let body: BodyInit = new Uint8Array(bytes);
  const headers = new Headers(request.headers);
  if (multipart) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "shot <1>.png");
    body = form;
  } else {
    headers.set("content-type", "application/octet-stream");
  }
  return UPLOAD(new Request(request.url, { method: "POST", headers, body }));
}

describe("attachments: images", () => {
  it("uploads a sniffed image under the user's id, attaches it, serves it, deletes it", async () => {
    const w = await setup();
    const up = await upload("owner", w, PNG);
    expect(up.status).toBe(201);
    const { imageUrl, contentType } = (await up.json()) as {
      imageUrl: string;
      contentType: string;
    };
    expect(contentType).toBe("image/png");
    expect(imageUrl).toMatch(/^\/api\/attachments\/upload\?file=\d+-[a-z0-9]{6}-shot-1-.png$/);
    const file = new URL(imageUrl, "http://x").searchParams.get("file") ?? "";
    const own = await UPLOADED(apiRequest(imageUrl, { token: w.owner.token }));
    expect(own.status).toBe(200);
    expect((await UPLOADED(apiRequest(imageUrl, { token: w.other.token }))).status).toBe(404);

    // Another user cannot attach someone else's upload.
    const stolen = { attachmentType: "image", imageUrl, caption: "mine" };
    expect((await create(w.hidden, "other", w, stolen)).status).toBe(404);
    const made = await create(w.hidden, "owner", w, {
      attachmentType: "image",
      imageUrl,
      caption: "Shot",
      timestamp: 3,
    });
    expect(made.status).toBe(201);
    const attachment = (await made.json()) as AttachmentResponse;
    expect(attachment).toMatchObject({
      attachmentType: "image",
      imageUrl: `/api/attachments/${attachment.id}/image`,
      embedUrl: null,
    });
    expect((await create(w.hidden, "owner", w, { attachmentType: "image", imageUrl })).status).toBe(
      400,
    );

    const served = await image(attachment.id, "owner", w);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    for (const who of ["other", "anonymous", "signed out"] as const) {
      expect((await image(attachment.id, who, w)).status).toBe(404);
    }

    expect((await remove(attachment.id, "owner", w)).status).toBe(200);
    expect((await image(attachment.id, "owner", w)).status).toBe(404);
    expect(
      (await UPLOADED(apiRequest(`/api/attachments/upload?file=${file}`, { token: w.owner.token })))
        .status,
    ).toBe(404);
  });

  it("serves images of shared videos to anyone", async () => {
    const w = await setup();
    const { imageUrl } = (await (await upload("owner", w, PNG, false)).json()) as {
      imageUrl: string;
    };
    const made = (await (
      await create(w.shared, "owner", w, { attachmentType: "image", imageUrl })
    ).json()) as AttachmentResponse;
    expect((await image(made.id, "signed out", w)).status).toBe(200);
  });

  it.each([
    [
      "text pretending to be an image",
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      400,
    ],
    ["an empty body", Buffer.alloc(0), 400],
    ["more than 10 MB", Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 413],
  ])("refuses %s", async (_name, bytes, status) => {
    const w = await setup();
    expect((await upload("owner", w, bytes)).status).toBe(status);
  });

  it(`takes ${ATTACHMENT_IMAGES_PER_MINUTE} image uploads a minute per user, then 429 before reading the body`, async () => {
    const w = await setup();
    for (let i = 0; i < ATTACHMENT_IMAGES_PER_MINUTE; i += 1) {
      expect((await upload("other", w, PNG)).status).toBe(201);
    }
    const limited = await upload("other", w, PNG);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(/^Too many image uploads\. Please try again in/),
    });
  });

  it("refuses uploads from anyone not signed in, and image attachments without an upload", async () => {
    const w = await setup();
    expect((await upload("anonymous", w, PNG)).status).toBe(401);
    const res = await create(w.shared, "owner", w, {
      attachmentType: "image",
      imageUrl: "https://evil.example/x.png",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Please select an image to upload",
      code: "invalid_input",
    });
  });
});
