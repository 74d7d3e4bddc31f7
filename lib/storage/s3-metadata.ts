import "server-only";

/**
 * S3 lowercases metadata names and allows only ASCII values: names go camelCase -> kebab-case and
 * back ("userId" <-> "user-id"), values are percent-encoded.
 */
export function toS3Metadata(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata).map(([name, value]) => [
      name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      encodeURIComponent(value),
    ]),
  );
}

export function fromS3Metadata(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata).map(([name, value]) => [
      name.toLowerCase().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      safeDecode(value),
    ]),
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
