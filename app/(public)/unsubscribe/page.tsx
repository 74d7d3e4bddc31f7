import type { Metadata } from "next";
import { QueryProvider } from "@/components/providers/query-provider";
import { UnsubscribeConfirm } from "@/components/settings/unsubscribe-confirm";
import { EMAIL_KIND_LABELS } from "@/lib/mail/shared";
import { readUnsubscribeToken } from "@/lib/mail/unsubscribe";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

/**
 * An email's unsubscribe link: no sign-in, and nothing changes until the button is pressed (link
 * scanners open pages; only the button, or a mail client's one-click POST, unsubscribes).
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const claim = typeof token === "string" ? readUnsubscribeToken(token) : null;
  return (
    <div className="mx-auto w-full max-w-lg space-y-4 py-10 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Unsubscribe</h1>
      {claim && typeof token === "string" ? (
        <QueryProvider>
          <UnsubscribeConfirm token={token} label={EMAIL_KIND_LABELS[claim.kind].title} />
        </QueryProvider>
      ) : (
        <p className="text-muted-foreground" role="alert">
          This unsubscribe link is not valid. You can choose your emails in your settings after
          signing in.
        </p>
      )}
    </div>
  );
}
