import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  installCommand,
  staleDependencies,
  SYSTEM_PACKAGES,
  systemPackagesPlan,
} from "../../scripts/test-prerequisites.mjs";

describe("systemPackagesPlan", () => {
  it("does nothing when every package is installed", () => {
    expect(systemPackagesPlan({ missing: [], isRoot: false, hasAptGet: false })).toEqual({
      action: "none",
    });
  });

  it("installs the missing packages as root with apt-get", () => {
    expect(
      systemPackagesPlan({ missing: ["ffmpeg", "festival"], isRoot: true, hasAptGet: true }),
    ).toEqual({ action: "install", packages: ["ffmpeg", "festival"] });
  });

  it("stops without root, naming the packages and the exact command with sudo", () => {
    const plan = systemPackagesPlan({ missing: ["chromium"], isRoot: false, hasAptGet: true });
    expect(plan.action).toBe("stop");
    if (plan.action !== "stop") return;
    expect(plan.message).toContain("missing: chromium");
    expect(plan.message).toContain(
      "sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium",
    );
  });

  it("stops without apt-get, even as root", () => {
    const plan = systemPackagesPlan({ missing: ["ffmpeg"], isRoot: true, hasAptGet: false });
    expect(plan.action).toBe("stop");
    if (plan.action !== "stop") return;
    expect(plan.message).toContain("apt-get is not available here");
    expect(plan.message).toContain(installCommand(["ffmpeg"]));
  });

  it("checks the packages the suite uses", () => {
    expect(SYSTEM_PACKAGES).toEqual(
      expect.arrayContaining(["chromium", "ffmpeg", "pocketsphinx", "festvox-us-slt-hts"]),
    );
  });
});

describe("staleDependencies", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  function project(installed: Record<string, string>): string {
    const root = mkdtempSync(path.join(os.tmpdir(), "test-prerequisites-"));
    roots.push(root);
    const pinned = { zod: "4.6.7", vitest: "4.1.12" };
    writeFileSync(
      path.join(root, "package.json"),
      JSON.stringify({ dependencies: { zod: "4.6.7" }, devDependencies: { vitest: "4.1.12" } }),
    );
    const packages = Object.fromEntries(
      Object.entries(pinned).map(([name, version]) => [`node_modules/${name}`, { version }]),
    );
    writeFileSync(path.join(root, "package-lock.json"), JSON.stringify({ packages }));
    for (const [name, version] of Object.entries(installed)) {
      mkdirSync(path.join(root, "node_modules", name), { recursive: true });
      writeFileSync(
        path.join(root, "node_modules", name, "package.json"),
        JSON.stringify({ version }),
      );
    }
    return root;
  }

  it("is empty when the installed versions are the locked ones", () => {
    expect(staleDependencies(project({ zod: "4.6.7", vitest: "4.1.12" }))).toEqual([]);
  });

  it("names a dependency installed at another version or not at all", () => {
    expect(staleDependencies(project({ zod: "4.5.0" }))).toEqual(["zod", "vitest"]);
  });
});
