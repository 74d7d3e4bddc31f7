/**
 * The two public addresses of a video and the iframe that embeds it. Pure, so the share dialog
 * in the browser and the oEmbed answer on the server hand out the same markup.
 */

/** The watch page: what people share (viewers can comment, react and read the transcript). */
export const watchPageUrl = (origin: string, videoId: number) => `${origin}/video/${videoId}`;

/** The bare player for other sites' iframes. */
export const embedPlayerUrl = (origin: string, videoId: number) => `${origin}/embed/${videoId}`;

/** The embed's default size: 16:9 at the width most blogs and docs give their content column. */
export const EMBED_WIDTH = 640;
export const EMBED_HEIGHT = 360;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A ready-to-paste `<iframe>`; the title names the frame for screen readers. Fullscreen is granted
 * by `allow` alone: with the older `allowfullscreen` beside it the browser warns on the host page.
 */
export function iframeSnippet({
  src,
  title,
  width = EMBED_WIDTH,
  height = EMBED_HEIGHT,
  allow = "fullscreen",
}: {
  src: string;
  title: string;
  width?: number;
  height?: number;
  allow?: string;
}): string {
  return (
    `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" ` +
    `title="${escapeAttribute(title)}" frameborder="0" ` +
    `allow="${escapeAttribute(allow)}"></iframe>`
  );
}
