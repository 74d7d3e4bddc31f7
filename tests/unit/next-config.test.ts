import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";

describe("next.config", () => {
  it("lets `npm run dev` hydrate at both loopback names", () => {
    expect(nextConfig.allowedDevOrigins).toEqual(
      expect.arrayContaining(["localhost", "127.0.0.1"]),
    );
  });
});
