import { describe, expect, it } from "vitest";
import { withRequestLog } from "@/lib/api/request-log";
import { ignoreFailure, logger, withLogContext } from "@/lib/log/logger";
import { formatEntry } from "@/lib/log/readable";

const request = (headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/health", { headers });

describe("request ids", () => {
  it("answers the id a proxy gave, and logs under it during the request", async () => {
    let bindings: Record<string, unknown> = {};
    const response = await withRequestLog(request({ "x-request-id": "edge-42" }), async () => {
      bindings = logger().bindings();
      return Response.json({ ok: true });
    });
    expect(response.headers.get("X-Request-Id")).toBe("edge-42");
    expect(bindings).toMatchObject({ requestId: "edge-42" });
  });

  it("makes one when none (or an unsafe one) is given", async () => {
    const unsafe = request({ "x-request-id": 'a" level=fatal' });
    for (const given of [request(), unsafe]) {
      const response = await withRequestLog(given, async () => new Response(null));
      expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("answers it on a redirect too, whose headers are frozen", async () => {
    const response = await withRequestLog(request(), async () =>
      Response.redirect("http://localhost/", 302),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("http://localhost/");
    expect(response.headers.get("X-Request-Id")).toBeTruthy();
  });
});

describe("the logger", () => {
  it("binds a job's id and kind to what is logged while it runs", () => {
    const bindings = withLogContext({ jobId: 7, kind: "process-video" }, () => logger().bindings());
    expect(bindings).toMatchObject({ jobId: 7, kind: "process-video" });
    expect(logger().bindings()).not.toHaveProperty("jobId");
  });

  it("swallows a best-effort step's failure", async () => {
    await expect(
      Promise.reject(new Error("gone")).catch(ignoreFailure("deleting a file")),
    ).resolves.toBeUndefined();
  });

  it("writes development entries as one readable line", () => {
    const line = JSON.stringify({ level: 40, time: 0, msg: "no title", videoId: 3 });
    expect(formatEntry(line)).toBe("00:00:00.000 WARN  no title videoId=3\n");
  });
});
