import { describe, expect, it } from "vitest";
import { UNLOCK_TTL_SECONDS } from "@/lib/access/rules/password";
import { holdsViewerPass, lockCookiesFrom } from "@/lib/access/rules/cookies";
import { signViewerPass, verifyViewerPass } from "@/lib/access/rules/viewer-pass";

const SECRET = "test-secret";
const videoId = 4011936229531815;
const claim = { videoId, gatedViewerId: 7730129583012 };

describe("the email gate's viewer cookie", () => {
  it("names its gated viewer on its own video, until it expires", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const value = signViewerPass(SECRET, claim, now);
    expect(verifyViewerPass(SECRET, videoId, value, now)).toBe(claim.gatedViewerId);
    expect(verifyViewerPass(SECRET, videoId + 1, value, now)).toBeNull();
    expect(verifyViewerPass("other-secret", videoId, value, now)).toBeNull();
    const later = new Date(now.getTime() + UNLOCK_TTL_SECONDS * 1000);
    expect(verifyViewerPass(SECRET, videoId, value, later)).toBeNull();
  });

  it("refuses forged, malformed and absent values", () => {
    const value = signViewerPass(SECRET, claim);
    const [, expires, mac] = value.split(".");
    expect(verifyViewerPass(SECRET, videoId, `1.${expires}.${mac}`)).toBeNull();
    for (const bad of [undefined, "", "x", "1.2", "-1.2.3", "1.x.abc", `${value}x`]) {
      expect(verifyViewerPass(SECRET, videoId, bad)).toBeNull();
    }
  });

  it("is read from the Cookie header beside the unlock and tracked-link cookies", () => {
    const header = `demoreel_unlock_7=1.2.u; demoreel_viewer_7=3.4.v; demoreel_r_7=tok_EN-1`;
    expect(lockCookiesFrom(header, 7)).toEqual({
      unlock: "1.2.u",
      viewerPass: "3.4.v",
      recipient: "tok_EN-1",
    });
    expect(lockCookiesFrom("demoreel_r_7=not%20a%20token", 7).recipient).toBeUndefined();
    const request = (cookie: string) => new Request("http://x/", { headers: { cookie } }).headers;
    expect(holdsViewerPass(request("a=1; demoreel_viewer_9=x"))).toBe(true);
    expect(holdsViewerPass(request("demoreel_viewer_=x; xdemoreel_viewer_9=y"))).toBe(false);
  });
});
