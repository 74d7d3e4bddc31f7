// Writes lib/tailwind-merge-config.ts: tailwind-merge's default configuration cut down to the
// class groups this codebase's sources name. The default one (every Tailwind utility) is most of
// the library's weight in every page; merging the classes we use gives the same answer with a
// fraction of it (tests/unit/tailwind-merge-config.test.ts checks both claims).
//   npm run gen:tailwind-merge        rewrite the file after adding classes of a new kind
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getDefaultConfig, validators } from "tailwind-merge";
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";

type AnyConfig = Parameters<typeof createClassGroupUtils>[0];

const ROOTS = ["app", "components", "client", "lib"];
export const CONFIG_FILE = "lib/tailwind-merge-config.ts";

/** The sources under `dir`, less the generated file (its words are the whole default list). */
function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, relative);
    return /\.tsx?$/.test(entry.name) && relative !== CONFIG_FILE
      ? [path.join(root, relative)]
      : [];
  });
}

/** The words inside the string literals and templates of a source (class names live there). */
function stringWords(source: string): string[] {
  const literals = source.match(/"(?:[^"\\\n]|\\.)*"|`[^`]*`/g) ?? [];
  return literals.flatMap((literal) => literal.slice(1, -1).split(/[\s{}$()]+/));
}

/** Every word of the sources that tailwind-merge's default configuration takes for a class. */
export function codebaseClasses(root = process.cwd()): string[] {
  const config = getDefaultConfig() as unknown as AnyConfig;
  const { getClassGroupId } = createClassGroupUtils(config);
  const parse = createParseClassName(config);
  const words = new Set<string>();
  for (const dir of ROOTS) {
    for (const file of sourceFiles(root, dir)) {
      for (const word of stringWords(readFileSync(file, "utf8"))) {
        if (!word || words.has(word)) continue;
        const { baseClassName, isExternal } = parse(word);
        if (!isExternal && getClassGroupId(baseClassName)) words.add(word);
      }
    }
  }
  return [...words].sort();
}

/**
 * Drops the keywords no given class has as a dash-separated part ("tight" in `leading-tight`), at
 * any depth of a group's or the theme's definition. A class keeps every keyword that could have
 * filed it, so each given class still lands in the same group. The empty keyword (a bare class
 * such as `shadow`) always stays.
 */
function pruneKeywords<T>(value: T, keep: (keyword: string) => boolean): T {
  if (Array.isArray(value))
    return value
      .filter((item) => typeof item !== "string" || item === "" || keep(item))
      .map((item: unknown) => pruneKeywords(item, keep)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, pruneKeywords(inner, keep)]),
    ) as T;
  return value;
}

/** The default configuration, keeping only the groups the given classes belong to. */
export function subsetConfig(classes: string[]): AnyConfig {
  const config = getDefaultConfig() as unknown as AnyConfig;
  const utils = createClassGroupUtils(config);
  const parse = createParseClassName(config);
  const used = new Set<string>();
  const dashed: string[] = [];
  for (const word of classes) {
    const base = parse(word).baseClassName;
    const id = utils.getClassGroupId(base);
    if (id) used.add(id);
    dashed.push(`-${base}-`, `-${base.split("/")[0]}-`);
  }
  const keepKeyword = (keyword: string) => dashed.some((base) => base.includes(`-${keyword}-`));
  const keep = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => used.has(id)));
  const keepIds = (record: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      Object.entries(keep(record)).map(([id, ids]) => [
        id,
        (ids ?? []).filter((other) => used.has(other)),
      ]),
    );
  return {
    ...config,
    theme: pruneKeywords(config.theme, keepKeyword),
    classGroups: pruneKeywords(keep(config.classGroups), keepKeyword),
    conflictingClassGroups: keepIds(config.conflictingClassGroups),
    conflictingClassGroupModifiers: keepIds(config.conflictingClassGroupModifiers),
    postfixLookupClassGroups: config.postfixLookupClassGroups?.filter((id) => used.has(id)),
  };
}

const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, fn]) => [fn, name]),
);

function serialize(value: unknown, indent: string): string {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return JSON.stringify(value);
  if (value === undefined) return "undefined";
  if (typeof value === "function") {
    const getter = value as { isThemeGetter?: boolean; themeKey?: string };
    if (getter.isThemeGetter && getter.themeKey)
      return `fromTheme(${JSON.stringify(getter.themeKey)})`;
    const name = validatorNames.get(value);
    if (!name)
      throw new Error(`A function in the configuration is neither a validator nor a theme key`);
    return name;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((item) => `${inner}${serialize(item, inner)},`).join("\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${serialize(v, inner)},`).join("\n")}\n${indent}}`;
}

/** The generated module's source. */
export function configSource(root = process.cwd()): string {
  const body = serialize(subsetConfig(codebaseClasses(root)), "");
  const used = [...validatorNames.values()].filter((name) =>
    new RegExp(`\\b${name}\\b`).test(body),
  );
  return [
    "// Generated by `npm run gen:tailwind-merge` (scripts/tailwind-merge-subset.ts): tailwind-merge's",
    "// default configuration, only the class groups the sources use. Do not edit by hand.",
    'import { fromTheme, validators, type Config } from "tailwind-merge";',
    "",
    `const { ${used.join(", ")} } = validators;`,
    "",
    `export const tailwindMergeConfig: Config<string, string> = ${body};`,
    "",
  ].join("\n");
}

if (process.argv.includes("--write")) {
  writeFileSync(CONFIG_FILE, configSource());
  console.log(`wrote ${CONFIG_FILE}`);
}
