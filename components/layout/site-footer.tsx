import Link from "next/link";

const LINKS = [
  { href: "/privacy-policy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
  { href: "/help", label: "Help" },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t">
      <div className="text-muted-foreground mx-auto flex w-full max-w-[1400px] flex-col items-center justify-between gap-3 px-4 py-6 text-sm sm:flex-row sm:px-6 md:pr-24">
        <p>© {year} Demoreel. All rights reserved.</p>
        <nav aria-label="Footer">
          <ul className="flex items-center gap-4">
            {LINKS.map(({ href, label }) => (
              <li key={href}>
                {/* Not prefetched: a page in view would load the help center's code (about 10 KB)
                    for a link few follow. Following it fetches the page then. */}
                <Link
                  href={href}
                  prefetch={false}
                  className="hover:text-foreground focus-visible:ring-ring/50 rounded-sm outline-none focus-visible:ring-[3px]"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
