import type { Metadata } from "next";
import { RecordSignIn } from "@/components/recorder/record-sign-in";
import { RecorderRoute } from "@/components/recorder/recorder-route";
import { ViewerRecordGate } from "@/components/workspaces/viewer-record-gate";
import { auth } from "@/lib/auth";
import { safeReturnPath } from "@/lib/urls/return-path";

export const metadata: Metadata = { title: "Record", robots: { index: false } };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The recorder's own URL: the Record links open it (a plain link works before the page's script
 * runs) and other apps can link to it. `?from=` names the page to come back to when the recorder
 * is cancelled. A viewer of the current workspace is told they can't record there.
 */
export default async function RecordPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const { from } = await searchParams;
  const back = safeReturnPath(typeof from === "string" ? from : null);
  const session = await auth();
  return session?.user ? (
    <ViewerRecordGate back={back}>
      <RecorderRoute back={back} />
    </ViewerRecordGate>
  ) : (
    <RecordSignIn back={back} />
  );
}
