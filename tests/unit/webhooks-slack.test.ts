import { describe, expect, it } from "vitest";
import { SLACK_MESSAGE_EXAMPLES } from "@/lib/webhooks/shared";
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
    [event("video.ready"), 'Q3 &lt;demo&gt;" is ready to watch'],
    [event("video.viewed", { viewer: jane }), 'Jane (Acme &amp; Co) is watching "Q3 &lt;demo&gt;"'],
    [
      event("video.milestone", { viewer: jane, percent: 50 }),
      "Jane (Acme &amp; Co) watched 50% of",
    ],
    [event("video.milestone", { viewer: { type: "anonymous" }, percent: 100 }), "Someone finished"],
    [event("video.cta_clicked", { viewer: { type: "user", id: "u", name: "Ann" } }), "Ann clicked"],
    [event("viewer.identified", { viewer: jane }), "Jane (Acme &amp; Co) opened their link to"],
    [
      event("comment.created", { comment: { content: "Nice", authorName: "Bo" } }),
      'Bo commented on "Q3 &lt;demo&gt;": "Nice"',
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

  it.each([
    [
      "a gated viewer's name",
      { type: "gated" as const, gatedViewerId: 1, name: "<!channel>", email: "x@y.io" },
    ],
    ["a recipient's name", { ...jane, name: "<https://evil.example|click>" }],
    ["a user's name", { type: "user" as const, id: "u", name: "<!here> & <@U123>" }],
  ])("escapes %s in the notification text as in the blocks", (_who, viewer) => {
    const { text } = slackMessage(event("video.viewed", { viewer }));
    expect(text).not.toMatch(/[<>]/);
    expect(text).toContain("&lt;");
  });

  it("escapes the title and a comment's content in the notification text", () => {
    const comment = {
      content: "<!channel> see <https://evil.example|this>",
      authorName: "<!here>",
    };
    const { text } = slackMessage(event("comment.created", { comment }));
    expect(text).toBe(
      '&lt;!here&gt; commented on "Q3 &lt;demo&gt;": "&lt;!channel&gt; see &lt;https://evil.example|this&gt;"',
    );
  });
});

describe("the Slack examples the add dialog shows", () => {
  const demo = { id: 1, title: "Acme pricing demo", url: "https://demoreel.example/video/1" };
  const recipient = { ...jane, company: "Acme" };
  const at = (type: string, data: EventBody["data"]): EventBody => ({
    type,
    timestamp: "2026-12-07T12:00:00.000Z",
    data: { video: demo, ...data },
  });

  it("are what the Slack format sends for those events", () => {
    const sent = [
      at("video.ready", {}),
      at("video.viewed", { viewer: recipient }),
      at("video.milestone", { viewer: recipient, percent: 75 }),
      at("comment.created", {
        comment: { content: "Can we see the annual price?", authorName: "Jane (Acme)" },
      }),
    ].map((body) => slackMessage(body).text);
    expect(sent).toEqual([...SLACK_MESSAGE_EXAMPLES]);
  });
});
