import type { NextConfig } from "next";

const e2eBuild = process.env.E2E_BUILD === "1";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next would hash every page's whole HTML per request to make an ETag: most of the cost of a
  // page served from its cache. Media routes set their own validators.
  generateEtags: false,
  // `npm run dev` answers at both loopback names; Next blocks its dev resources for other hosts,
  // so a page opened at 127.0.0.1 (or [::1]) would never hydrate without these.
  allowedDevOrigins: ["localhost", "127.0.0.1", "[::1]", "::1"],
  // A self-contained server (node .next/standalone/server.js) for the container image.
  output: "standalone",
  // The end-to-end run's build (E2E_BUILD=1): `npm test` type-checked the tree before it, so it
  // skips its own check (about 80 s on two cores); on CI's fresh clone nothing reads the build
  // cache again, so it is not written (about 90 s). Any other build does both as usual.
  typescript: { ignoreBuildErrors: e2eBuild },
  experimental: { turbopackFileSystemCacheForBuild: !(e2eBuild && process.env.CI) },
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "@neondatabase/serverless",
    "ws",
    "busboy",
  ],
  outputFileTracingIncludes: {
    "/**": ["./db/migrations/**/*"],
    // The cron worker falls back to the ffmpeg shipped in npm packages where the host has none.
    "/api/cron/process": [
      "./node_modules/@ffmpeg-installer/**/*",
      "./node_modules/@ffprobe-installer/**/*",
    ],
  },
  async headers() {
    return [
      {
        // Every page refuses framing except the embed player, which any site may frame.
        source: "/((?!embed/).*)",
        headers: [
          { key: "Content-Security-Policy", value: "frame-ancestors 'self'" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
      {
        source: "/embed/:path*",
        headers: [
          { key: "Content-Security-Policy", value: "frame-ancestors *" },
          { key: "X-Content-Type-Options", value: "nosniff" },
        ],
      },
    ];
  },
};

export default nextConfig;
