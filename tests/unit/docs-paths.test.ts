import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

/**
 * What counts as a repository path: a word of inline code (single backticks, outside fenced
 * blocks, which hold commands and sample output) whose first segment is one of these folders,
 * such as `lib/config.ts` or the script in `npx tsx bench/markdown.ts`; `@/` and `./` prefixes,
 * a trailing `#anchor` or `:line` and trailing punctuation are dropped. Bare file names are not
 * checked: the docs name files relative to a folder they just named (`queries.ts`) and files that
 * are absent on purpose (`middleware.ts`). Globs and placeholders (`lib/<domain>/`,
 * `videos/{id}/original.webm`, `lib/videos/*`, `lib/...`) are skipped.
 */
const TOP_LEVEL_FOLDERS = [
  ".ci",
  "app",
  "bench",
  "client",
  "components",
  "content",
  "db",
  "docs",
  "lib",
  "public",
  "scripts",
  "tests",
  "types",
];

const PLACEHOLDER_OR_GLOB = /[*<>{}]|\.\.\.|…|\$/;

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith(".md") ? [relative] : [];
  });
}

const documents = () => ["README.md", ...markdownFiles("docs")];

/** The inline code spans of a Markdown text, fenced code blocks left out. */
function inlineCode(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? "");
}

function repositoryPath(word: string): string | undefined {
  const candidate = word
    .replace(/^(@\/|\.\/)/, "")
    .replace(/[#:].*$/, "")
    .replace(/[),.;]+$/, "");
  const first = candidate.split("/")[0] ?? "";
  if (!candidate.includes("/") || !TOP_LEVEL_FOLDERS.includes(first)) return undefined;
  return PLACEHOLDER_OR_GLOB.test(candidate) ? undefined : candidate;
}

function pathsIn(markdown: string): string[] {
  const words = inlineCode(markdown).flatMap((code) => code.split(/\s+/));
  return [...new Set(words.flatMap((word) => repositoryPath(word) ?? []))];
}

describe("repository paths in the docs", () => {
  it("reads paths as the rule says", () => {
    const sample = [
      "See `lib/config.ts`, `@/db/schema`, `docs/caching.md#page-weight` and `lib/api/handler.ts:12`,",
      "run `npx tsx bench/markdown.ts`; not `lib/<domain>/`, `lib/videos/*`, `queries.ts` or `/api/health`.",
      "```sh",
      "ls lib/not-checked-in-a-fence.ts",
      "```",
    ].join("\n");
    expect(pathsIn(sample)).toEqual([
      "lib/config.ts",
      "db/schema",
      "docs/caching.md",
      "lib/api/handler.ts",
      "bench/markdown.ts",
    ]);
  });

  it("names top-level folders that exist", () => {
    expect(TOP_LEVEL_FOLDERS.filter((folder) => !existsSync(path.join(root, folder)))).toEqual([]);
  });

  it("names only files and folders that exist", () => {
    const missing = documents().flatMap((document) =>
      pathsIn(readFileSync(path.join(root, document), "utf8"))
        .filter((reference) => !existsSync(path.join(root, reference)))
        .map((reference) => `${document}: ${reference}`),
    );
    expect(missing).toEqual([]);
  });
});
