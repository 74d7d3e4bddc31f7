// Run first by `npm test`: makes sure the machine has what the suite needs before any of it runs.
// System packages: checked with one `dpkg -s` (a few milliseconds when all are there); missing ones
// are installed with apt-get when this runs as root, otherwise the run stops with the command to
// type. npm dependencies: installed when node_modules is absent; a stale install stops the run
// (node_modules may be a link to another checkout's, so it is not rewritten behind anyone's back).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Chromium for the end-to-end tests, ffmpeg for processing, pocketsphinx for the offline
 * transcript, festival with a voice for the synthetic speech the transcript tests record.
 */
export const SYSTEM_PACKAGES = [
  "chromium",
  "ffmpeg",
  "pocketsphinx",
  "pocketsphinx-en-us",
  "festival",
  "festvox-us-slt-hts",
];

export const installCommand = (packages, { sudo = false } = {}) => {
  const prefix = sudo ? "sudo " : "";
  return `${prefix}apt-get update && ${prefix}apt-get install -y --no-install-recommends ${packages.join(" ")}`;
};

/**
 * What to do about the missing packages: nothing, install them (root with apt-get), or stop with
 * the command to run.
 */
export function systemPackagesPlan({ missing, isRoot, hasAptGet }) {
  if (missing.length === 0) return { action: "none" };
  if (isRoot && hasAptGet) return { action: "install", packages: missing };
  const why = hasAptGet
    ? "this run is not root"
    : "apt-get is not available here (install them, or their equivalents, with this system's tools)";
  return {
    action: "stop",
    message:
      `The tests need these system packages, which are missing: ${missing.join(" ")}.\n` +
      `npm test installs them only when run as root with apt-get, and ${why}. Run:\n\n` +
      `  ${installCommand(missing, { sudo: !isRoot })}\n\nthen npm test again.`,
  };
}

/** The direct dependencies whose installed version is not the one package-lock.json pins. */
export function staleDependencies(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  return names.filter((name) => {
    const locked = lock.packages?.[`node_modules/${name}`]?.version;
    const installed = path.join(root, "node_modules", name, "package.json");
    if (!existsSync(installed)) return true;
    return locked !== undefined && JSON.parse(readFileSync(installed, "utf8")).version !== locked;
  });
}

const succeeds = (command, args) => spawnSync(command, args, { stdio: "ignore" }).status === 0;

function missingSystemPackages() {
  if (succeeds("dpkg", ["-s", ...SYSTEM_PACKAGES])) return [];
  return SYSTEM_PACKAGES.filter((name) => !succeeds("dpkg", ["-s", name]));
}

function runOrExit(command, args, env = process.env) {
  const { status } = spawnSync(command, args, { stdio: "inherit", env });
  if (status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${status}).`);
    process.exit(1);
  }
}

function ensureSystemPackages() {
  if (!succeeds("dpkg", ["--version"])) {
    console.warn(
      `[test-prerequisites] no dpkg here, so the system packages are not checked; the suite ` +
        `needs the equivalents of Debian's ${SYSTEM_PACKAGES.join(" ")}.`,
    );
    return;
  }
  const plan = systemPackagesPlan({
    missing: missingSystemPackages(),
    isRoot: process.getuid?.() === 0,
    hasAptGet: succeeds("apt-get", ["--version"]),
  });
  if (plan.action === "stop") {
    console.error(plan.message);
    process.exit(1);
  }
  if (plan.action !== "install") return;
  console.log(`Installing the system packages the tests need: ${plan.packages.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  runOrExit("apt-get", ["update", "-qq"], env);
  runOrExit("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...plan.packages], env);
}

function ensureNpmDependencies(root) {
  if (!existsSync(path.join(root, "node_modules"))) {
    console.log("Installing the npm dependencies (node_modules is missing): npm install");
    // npm 11 writes lock files without other platforms' optional binaries and then refuses them
    // in `npm ci`; `npm install` installs the same locked versions.
    runOrExit("npm", ["install", "--no-audit", "--no-fund"]);
    return;
  }
  const stale = staleDependencies(root);
  if (stale.length === 0) return;
  console.error(
    `node_modules does not match package-lock.json (${stale.join(", ")}). Run:\n\n` +
      `  npm install\n\nthen npm test again.`,
  );
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  ensureSystemPackages();
  ensureNpmDependencies(process.cwd());
}
