import "server-only";
import { gatedViewerName, recipientLabel } from "@/lib/format/person-name";
import type { EventViewer } from "./viewer";

/** The stored event body, as emitWorkspaceEvent and the test event write it. */
export interface EventBody {
  type: string;
  timestamp: string;
  data: {
    video?: { id: number; title: string; url: string };
    viewer?: EventViewer;
    percent?: number;
    comment?: { content: string; authorName: string };
  };
}

/** Slack's mrkdwn reserves these three. */
const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

type Escape = (text: string) => string;

function who(viewer: EventViewer | undefined, esc: Escape): string {
  if (!viewer || viewer.type === "anonymous") return "Someone";
  if (viewer.type === "gated") return esc(gatedViewerName(viewer));
  if (viewer.type === "recipient") {
    return esc(recipientLabel({ recipientName: viewer.name, company: viewer.company }));
  }
  return esc(viewer.name);
}

/** The event in one sentence; `title` is the video's, ready to show; names pass through `esc`. */
function sentence(event: EventBody, title: string, esc: Escape): string {
  const { data } = event;
  const viewer = who(data.viewer, esc);
  switch (event.type) {
    case "video.ready":
      return `${title} is ready to watch`;
    case "video.viewed":
      return `${viewer} is watching ${title}`;
    case "video.milestone":
      return data.percent === 100
        ? `${viewer} finished ${title}`
        : `${viewer} watched ${data.percent ?? 0}% of ${title}`;
    case "video.cta_clicked":
      return `${viewer} clicked the call to action on ${title}`;
    case "comment.created": {
      const author = esc(data.comment?.authorName ?? "Someone");
      return `${author} commented on ${title}: "${esc(data.comment?.content ?? "")}"`;
    }
    case "viewer.identified":
      return data.viewer?.type === "gated"
        ? `${viewer} gave their email to watch ${title}`
        : `${viewer} opened their link to ${title}`;
    default:
      return "Demoreel test message: this webhook works.";
  }
}

/**
 * A Slack incoming-webhook message for an event: `text` for notifications, `blocks` to show. Slack
 * reads `text` as mrkdwn too, so it is escaped like the blocks: a viewer named `<!channel>` or
 * `<https://evil|click>` would otherwise ping the channel or show a disguised link.
 */
export function slackMessage(event: EventBody): { text: string; blocks: unknown[] } {
  const video = event.data.video;
  const text = sentence(event, video ? `"${escape(video.title)}"` : "", escape);
  const linkedTitle = video ? `<${video.url}|${escape(video.title)}>` : "";
  return {
    text,
    blocks: [
      { type: "section", text: { type: "mrkdwn", text: sentence(event, linkedTitle, escape) } },
      { type: "context", elements: [{ type: "mrkdwn", text: `Demoreel · \`${event.type}\`` }] },
    ],
  };
}
