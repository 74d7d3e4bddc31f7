import { describe, expect, it } from "vitest";
import { createRateLimiter, enforceRateLimit } from "@/lib/ai/rate-limit";
import { ApiError } from "@/lib/errors";

describe("per-user token bucket", () => {
  it("allows a burst, then refills one request per interval", () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 2, refillSeconds: 30, now: () => now });
    expect(limiter.tryTake("a")).toBe(true);
    expect(limiter.tryTake("a")).toBe(true);
    expect(limiter.tryTake("a")).toBe(false);
    expect(limiter.retryAfter("a")).toBe(30);
    now += 15_000;
    expect(limiter.tryTake("a")).toBe(false);
    now += 15_000;
    expect(limiter.tryTake("a")).toBe(true);
  });

  it("counts users separately", () => {
    const limiter = createRateLimiter({ capacity: 1, refillSeconds: 60, now: () => 0 });
    expect(limiter.tryTake("a")).toBe(true);
    expect(limiter.tryTake("b")).toBe(true);
    expect(limiter.tryTake("a")).toBe(false);
  });

  it("throws 429 with a message that says when to retry", () => {
    const limiter = createRateLimiter({ capacity: 1, refillSeconds: 300, now: () => 0 });
    enforceRateLimit(limiter, "a", "transcription");
    let caught: unknown;
    try {
      enforceRateLimit(limiter, "a", "transcription");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({
      status: 429,
      message: "Too many transcription requests. Please try again in 5 minute(s).",
    });
  });
});
