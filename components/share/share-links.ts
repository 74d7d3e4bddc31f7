/**
 * The embeddable URL the share dialog hands out (/embed/{id},
 * docs/product/routes-and-screens.md#share-dialog).
 */
export function embedUrl(origin: string, videoId: number): string {
  return `${origin}/embed/${videoId}`;
}

export function shareLinks(url: string, title: string) {
  const encodedUrl = encodeURIComponent(url);
  return {
    x: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(
      `Watch "${title}": ${url}`,
    )}`,
  };
}
