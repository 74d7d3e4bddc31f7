import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "@/lib/config";

/** Set by the tooling (Next.js, npm), never by whoever deploys: not in the README's table. */
const TOOLING = new Set(["NODE_ENV"]);

/** The variables named in the first column of the README's configuration table. */
function readmeVariables(): string[] {
  const readme = readFileSync(path.join(process.cwd(), "README.md"), "utf8");
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  if (!section) throw new Error("README.md has no '## Configuration' section");
  const rows = section.split("\n").filter((line) => line.startsWith("|"));
  // The header row and the |---| separator come first.
  return rows.slice(2).flatMap((row) => {
    const firstCell = row.split("|")[1] ?? "";
    return [...firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? "");
  });
}

const configVariables = () => Object.keys(envSchema.shape).filter((name) => !TOOLING.has(name));

describe("README configuration table", () => {
  it("is found and names variables", () => {
    expect(readmeVariables().length).toBeGreaterThan(10);
  });

  it("lists every variable lib/config.ts reads", () => {
    const documented = new Set(readmeVariables());
    expect(configVariables().filter((name) => !documented.has(name))).toEqual([]);
  });

  it("lists only variables lib/config.ts reads", () => {
    const read = new Set(configVariables());
    expect(readmeVariables().filter((name) => !read.has(name))).toEqual([]);
  });

  it("lists each variable once", () => {
    const names = readmeVariables();
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("describes every variable in lib/config.ts too", () => {
    const undescribed = configVariables().filter(
      (name) => !envSchema.shape[name as keyof typeof envSchema.shape].description,
    );
    expect(undescribed).toEqual([]);
  });
});
