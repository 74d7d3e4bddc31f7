import { LandingPage } from "@/components/marketing/landing-page";
import { auth } from "@/lib/auth";

/** `/`: the dashboard when signed in; the landing page otherwise (SPEC section 2). */
export default async function HomePage() {
  const session = await auth();
  if (!session?.user) return <LandingPage />;

  return (
    <section aria-labelledby="my-recordings-heading" className="grid gap-6">
      <header className="grid gap-1">
        <h1 id="my-recordings-heading" className="text-2xl font-bold tracking-tight">
          My Recordings
        </h1>
        <p className="text-muted-foreground">Manage and organize your screen captures</p>
      </header>
      <div className="text-muted-foreground rounded-lg border border-dashed p-10 text-center">
        Your recordings will appear here.
      </div>
    </section>
  );
}
