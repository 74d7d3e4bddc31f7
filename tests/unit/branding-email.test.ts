import { describe, expect, it } from "vitest";
import { commentEmail, type EmailBranding } from "@/lib/mail/compose";

const envelope = {
  baseUrl: "https://demoreel.example",
  to: "ada@example.com",
  kind: "comments" as const,
  unsubscribeToken: "token",
};
const email = {
  kind: "comments" as const,
  actorName: "Ada",
  video: { id: 7, title: "Demo" },
  comment: { content: "Nice", timestamp: null },
};
const branding: EmailBranding = {
  workspaceName: "Acme",
  logoUrl: "/api/workspaces/3/branding/logo?v=logo-1-abc123",
  accentColor: "#ffeb3b",
  accentText: "#000000",
};

describe("notification emails of a branded workspace's videos", () => {
  it("show the logo (absolute) and the action in the accent with readable text", () => {
    const html = String(commentEmail({ ...envelope, branding }, email).html);
    expect(html).toContain(
      '<img src="https://demoreel.example/api/workspaces/3/branding/logo?v=logo-1-abc123" alt="Acme"',
    );
    expect(html).toContain("background:#ffeb3b;color:#000000");
  });

  it("are plain without branding", () => {
    const html = String(commentEmail(envelope, email).html);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("background:");
  });
});
