import { describe, expect, it } from "vitest";
import { slackMessage, type EventBody } from "@/lib/webhooks/slack";

const video = { id: 7, title: "Q3 <demo>", url: "https://demoreel.example/video/7" };
const jane = {
  type: "recipient" as const,
  linkId: 3,
  name: "Jane",
  email: null,
  company: "Acme & Co",
};
const event = (type: string, data: EventBody["data"] = {}): EventBody => ({
  type,
  timestamp: "2026-11-26T12:00:00.000Z",
  data: { video, ...data },
});

describe("Slack messages", () => {
  it.each([
    [event("video.ready"), 'Q3 <demo>" is ready to watch'],
    [event("video.viewed", { viewer: jane }), 'Jane (Acme & Co) is watching "Q3 <demo>"'],
    [event("video.milestone", { viewer: jane, percent: 50 }), "Jane (Acme & Co) watched 50% of"],
    [event("video.milestone", { viewer: { type: "anonymous" }, percent: 100 }), "Someone finished"],
    [event("video.cta_clicked", { viewer: { type: "user", id: "u", name: "Ann" } }), "Ann clicked"],
    [event("viewer.identified", { viewer: jane }), "Jane (Acme & Co) opened their link to"],
    [
      event("comment.created", { comment: { content: "Nice", authorName: "Bo" } }),
      'Bo commented on "Q3 <demo>": "Nice"',
    ],
    [{ type: "webhook.test", timestamp: "", data: {} }, "Demoreel test message"],
  ])("%#: says what happened in text", (body, sentence) => {
    expect(slackMessage(body).text).toContain(sentence);
  });

  it("links the title in blocks and escapes what people typed", () => {
    const { blocks } = slackMessage(event("video.viewed", { viewer: jane }));
    expect(blocks).toEqual([
      {
        type: "section",
        text: {
          type: "mrkdwn",
          text: "Jane (Acme &amp; Co) is watching <https://demoreel.example/video/7|Q3 &lt;demo&gt;>",
        },
      },
      { type: "context", elements: [{ type: "mrkdwn", text: "Demoreel · `video.viewed`" }] },
    ]);
  });
});
