/** Share intents for the watch page's URL (the link recipients can comment and react on). */
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
