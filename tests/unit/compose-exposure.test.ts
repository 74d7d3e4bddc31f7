import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const compose = readFileSync(path.join(process.cwd(), "compose.yaml"), "utf8");

/** Every `- "host:container"` entry under a `ports:` key. */
function publishedPorts(): string[] {
  const ports: string[] = [];
  let inPorts = false;
  for (const line of compose.split("\n")) {
    if (/^\s*ports:\s*$/.test(line)) inPorts = true;
    else if (inPorts && /^\s*-\s/.test(line))
      ports.push(line.replace(/^\s*-\s*/, "").replace(/"/g, ""));
    else if (line.trim() && !line.trim().startsWith("#")) inPorts = false;
  }
  return ports;
}

const enabled = (name: string) =>
  new RegExp(`^\\s*${name}:\\s*"?(1|true)"?\\s*$`, "m").test(compose);

describe("compose.yaml", () => {
  it("publishes ports", () => {
    expect(publishedPorts().length).toBeGreaterThan(0);
  });

  it("publishes on 127.0.0.1 only while anyone could sign in as anyone or give themselves Pro", () => {
    const open = enabled("AUTH_DEV_LOGIN") || enabled("BILLING_TEST_MODE");
    const reachableFromOtherMachines = publishedPorts().filter((p) => !p.startsWith("127.0.0.1:"));
    expect(open ? reachableFromOtherMachines : []).toEqual([]);
  });

  it("reads no forwarded headers: the app is published directly, with no proxy to trust", () => {
    expect(compose).not.toMatch(/^\s*AUTH_TRUST_HOST:/m);
    expect(compose).not.toMatch(/^\s*TRUSTED_PROXY_HOPS:\s*"?[1-9]/m);
  });
});
