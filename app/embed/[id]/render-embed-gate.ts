import {
  EMAIL_GATE_CONSENT,
  EMAIL_GATE_TITLE,
  GATED_TITLE,
  VIEWER_EMAIL_MAX,
  VIEWER_NAME_MAX,
  gateSender,
  protectedPreview,
  type GatePreview,
} from "@/lib/videos/shared";
import { escapeHtml, extrasScript, headTags, page } from "./render-embed";

/**
 * Laid out for a 640×360 frame: the preview beside the form, stacked (and scrolling) when narrow.
 * Written as `.nf.gt` to win over the page's `.nf` rules, which come after it.
 */
const GATE_CSS =
  ".nf.gt{flex-direction:row;flex-wrap:wrap;gap:24px;align-content:safe center;overflow:auto;padding:16px}" +
  ".gt .pv{display:flex;flex-direction:column;gap:6px;width:min(260px,100%)}" +
  ".gt .pv img{width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:6px;background:#18181b}" +
  ".gt .pv h2{font-size:15px;font-weight:600;overflow-wrap:anywhere}" +
  ".gt .pv p{color:#a1a1aa;font-size:13px}" +
  ".gt form h1{font-size:17px}";

/** The video's title, thumbnail and sender: all the gate shows of the video it closes. */
function previewCard(preview: GatePreview): string {
  const thumbnail = preview.thumbnailUrl
    ? `<img src="${escapeHtml(preview.thumbnailUrl)}" alt="" data-testid="gate-thumbnail">`
    : "";
  return (
    `<section class="pv" aria-label="Video">${thumbnail}` +
    `<h2>${escapeHtml(preview.title)}</h2><p>${escapeHtml(gateSender(preview))}</p></section>`
  );
}

/**
 * The email gate: the video's preview and the same form as the video page's (email, optional name,
 * consent line). Link previews still show only 'Email required to watch': they reach third parties.
 */
export function renderEmbedGate(videoId: number, preview: GatePreview, baseUrl: string): string {
  const tags = headTags({ ...protectedPreview(videoId, GATED_TITLE), isPrivate: true }, baseUrl);
  const body =
    `<main class="nf lk gt">${previewCard(preview)}` +
    `<form id="unlock" data-kind="email"><h1>${escapeHtml(EMAIL_GATE_TITLE)}</h1><label for="gate-email">Email</label>` +
    `<input id="gate-email" name="email" type="email" autocomplete="email" required maxlength="${VIEWER_EMAIL_MAX}" aria-describedby="gate-consent unlock-error">` +
    `<label for="gate-name">Name (optional)</label>` +
    `<input id="gate-name" name="name" type="text" autocomplete="name" maxlength="${VIEWER_NAME_MAX}">` +
    `<p id="gate-consent" class="note">${escapeHtml(EMAIL_GATE_CONSENT)}</p>` +
    `<p id="unlock-error" role="alert"></p><button type="submit">Watch video</button></form></main>` +
    extrasScript(videoId);
  return page(`${tags}<style>${GATE_CSS}</style>`, body);
}
