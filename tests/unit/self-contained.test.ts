import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself: no file points at a document it does not hold, and every
 * `docs/....md#anchor` it points at exists. Product behaviour is described in docs/product/.
 */

const ROOT = path.resolve(__dirname, "../..");
const SELF = path.relative(ROOT, __filename);
const FOLDERS = ["app", "components", "client", "lib", "db", "tests", "bench", "scripts", "docs"];
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|json|css|sql|ya?ml)$/;
const SKIP_DIRS = new Set(["node_modules", ".next", ".data", ".git"]);

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (TEXT_FILE.test(name)) out.push(full);
  }
}

/** The files checked: the source folders, README.md and the root configuration files. */
function checkedFiles(): string[] {
  const files: string[] = [];
  for (const folder of FOLDERS) {
    const dir = path.join(ROOT, folder);
    if (existsSync(dir)) walk(dir, files);
  }
  for (const name of readdirSync(ROOT)) {
    const full = path.join(ROOT, name);
    if (name === "package-lock.json" || !statSync(full).isFile()) continue;
    if (name === "README.md" || name === "Dockerfile" || TEXT_FILE.test(name)) files.push(full);
  }
  return files
    .map((file) => path.relative(ROOT, file))
    .filter((file) => file !== SELF)
    .sort();
}

const FILES = checkedFiles();
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** Citations of documents outside the repository (built from pieces so this file is not one). */
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: "SPEC.md", pattern: new RegExp(["\\bSPEC", "\\.md\\b"].join("")) },
  { name: "SPEC-NOTES", pattern: new RegExp(["\\bSPEC", "-NOTES\\b"].join(""), "i") },
  { name: "DESIGN.md", pattern: new RegExp(["\\bDESIGN", "\\.md\\b"].join("")) },
  { name: "SPEC <number>", pattern: new RegExp(["\\bSPEC", "\\s+(?:sections?\\s+)?\\d"].join("")) },
  { name: "SPEC section", pattern: new RegExp(["\\bSPEC", "\\s+sections?\\b"].join(""), "i") },
  { name: "the spec", pattern: new RegExp(["\\bthe spec", "(?![.\\w-])"].join(""), "i") },
  { name: "spec's", pattern: new RegExp(["\\bspec", "'s\\b"].join(""), "i") },
];

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const anchorsCache = new Map<string, Set<string>>();

/** Every heading anchor of a markdown file (outside code fences), with GitHub's -1, -2 suffixes. */
function anchorsOf(file: string): Set<string> {
  const cached = anchorsCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of read(file).split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match?.[1]) continue;
    const slug = githubSlug(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  anchorsCache.set(file, anchors);
  return anchors;
}

interface DocReference {
  from: string;
  target: string;
  anchor: string | null;
}

/** `docs/x.md#anchor` anywhere, and relative `](x.md#anchor)` / `](#anchor)` links in markdown. */
function docReferences(): DocReference[] {
  const references: DocReference[] = [];
  for (const file of FILES) {
    const text = read(file);
    for (const match of text.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md(?:#([\w-]+))?/g)) {
      const target = match[0].split("#")[0] ?? "";
      references.push({ from: file, target, anchor: match[1] ?? null });
    }
    if (!file.endsWith(".md")) continue;
    for (const match of text.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
      const link = match[1] ?? "";
      if (/^[a-z]+:/i.test(link) || (link !== "" && !link.endsWith(".md"))) continue;
      const target = link === "" ? file : path.normalize(path.join(path.dirname(file), link));
      references.push({ from: file, target, anchor: match[2] ?? null });
    }
  }
  return references;
}

describe("the repository is self-contained", () => {
  it("checks the source folders and the root files", () => {
    expect(FILES).toContain("README.md");
    expect(FILES).toContain("docs/product/access.md");
    expect(FILES.some((file) => file.startsWith("lib/"))).toBe(true);
  });

  it("cites no document outside the repository", () => {
    const offences: string[] = [];
    for (const file of FILES) {
      read(file)
        .split("\n")
        .forEach((line, index) => {
          for (const { name, pattern } of FORBIDDEN) {
            if (pattern.test(line))
              offences.push(`${file}:${index + 1} cites ${name}: ${line.trim()}`);
          }
        });
    }
    expect(offences).toEqual([]);
  });

  it("points only at docs files and headings that exist", () => {
    const broken: string[] = [];
    const references = docReferences();
    expect(references.length).toBeGreaterThan(100);
    for (const { from, target, anchor } of references) {
      if (!existsSync(path.join(ROOT, target))) {
        broken.push(`${from}: ${target} does not exist`);
      } else if (anchor !== null && !anchorsOf(target).has(anchor)) {
        broken.push(`${from}: ${target} has no heading #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("slugs headings as GitHub does", () => {
    expect(githubSlug("GET /api/videos/{id}")).toBe("get-apivideosid");
    expect(githubSlug("Save Your Recording dialog")).toBe("save-your-recording-dialog");
    expect(
      githubSlug("Error mapping, done on the server; the client shows the server's message"),
    ).toBe("error-mapping-done-on-the-server-the-client-shows-the-servers-message");
  });
});
