import { describe, expect, it } from "vitest";
import { POST as postView } from "@/app/api/videos/[id]/view/route";
import type { CreatedLink } from "@/lib/audience/shared";
import { apiRequest, routeParams } from "../support/fixtures";
import { createLink, openTrackedLink } from "./engagement-support";
import {
  database,
  drain,
  inbox,
  mailTo,
  owner,
  settings,
  unsubscribe,
  unsubscribeUrlOf,
  video,
} from "./email-notifications-support";
import { subscribe } from "./videos-fixtures";

let subscribed = false;

async function trackedLinkOpened(anonymousId: string) {
  if (!subscribed) await subscribe(database.db(), owner.id, "yearly");
  subscribed = true;
  const v = await video();
  const created = await createLink(v.id, owner.token, { recipientName: "Jane", company: "Acme" });
  expect(created.status).toBe(201);
  const link = (await created.json()) as CreatedLink;
  const { cookie } = await openTrackedLink(v.id, link.token, anonymousId);
  const view = () =>
    postView(
      apiRequest(`/api/videos/${v.id}/view`, { method: "POST", cookie, anonymousId }),
      routeParams({ id: String(v.id) }),
    );
  return { view };
}

describe("the first view of a tracked link", () => {
  it("emails the owner once per link, through the queue", async () => {
    const { view } = await trackedLinkOpened("dev-user-801");
    expect((await view()).status).toBe(200);
    expect(inbox.messages).toEqual([]);
    await drain();
    const [message] = mailTo(owner);
    expect(message?.subject).toBe('Jane (Acme) opened "Pricing demo"');
    expect(message?.text).toContain("first view");
    expect(unsubscribeUrlOf(message!)).toContain("/api/unsubscribe?token=");

    // Later views of the same link send nothing more.
    expect((await view()).status).toBe(200);
    await drain();
    expect(mailTo(owner)).toHaveLength(1);
  });

  it("honours the owner's choice, and one click turns it off", async () => {
    const { view: first } = await trackedLinkOpened("dev-user-802");
    expect((await first()).status).toBe(200);
    await drain();
    const [message] = mailTo(owner);
    const token = new URL(unsubscribeUrlOf(message!)).searchParams.get("token");
    expect((await unsubscribe(token)).status).toBe(200);
    const prefs = (await (await settings(owner)).json()) as Record<string, boolean>;
    expect(prefs.trackedViews).toBe(false);

    inbox.messages.length = 0;
    const { view: second } = await trackedLinkOpened("dev-user-803");
    expect((await second()).status).toBe(200);
    await drain();
    expect(mailTo(owner)).toEqual([]);
    expect((await settings(owner, { trackedViews: true })).status).toBe(200);
  });
});
