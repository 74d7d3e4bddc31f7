import drizzle from "eslint-plugin-drizzle";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layers of docs/architecture.md, enforced: each zone names what its files may not import.
const LIB_IMPORTS_NO_UI = {
  group: ["@/app", "@/app/*", "@/components", "@/components/*"],
  message: "lib/ is below app/ and components/: move the shared piece into lib/ instead.",
};
const APP_IMPORTS_NO_DATABASE = {
  group: ["drizzle-orm", "drizzle-orm/*", "@/db", "@/db/*"],
  message: "app/ reaches the database through lib/<domain> (route handlers get ctx.db).",
};
// Client code takes only types from server modules; shared constants live in small plain modules.
const CLIENT_IMPORTS_NO_SERVER = {
  group: [
    "drizzle-orm",
    "drizzle-orm/*",
    "@/db",
    "@/db/*",
    "server-only",
    "next/headers",
    "zod",
    "@/lib/**/queries",
    "@/lib/**/schemas",
    "@/lib/**/schema",
    "@/lib/**/service",
    "@/lib/api/*",
    "@/lib/billing/*",
    "!@/lib/billing/free-tier",
    "@/lib/config",
    "@/lib/errors",
    "@/lib/server/health",
    "@/lib/media/*",
    "@/lib/server/start",
    "@/lib/storage",
    "@/lib/storage/*",
    "@/lib/uploads",
    "@/lib/uploads/*",
    "@/lib/videos/*",
  ],
  allowTypeImports: true,
  message: "Client code imports server modules as types only (`import type`).",
};
// Auth.js and its tables; the sign-in error texts are a plain module.
const CLIENT_IMPORTS_NO_AUTH = {
  regex: "^@/lib/auth(/(?!error-messages$).*)?$",
  allowTypeImports: true,
  message: CLIENT_IMPORTS_NO_SERVER.message,
};
const restrictImports = (...patterns) => ({
  "no-restricted-imports": "off",
  "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
});

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  { files: ["lib/**", "db/**"], rules: restrictImports(LIB_IMPORTS_NO_UI) },
  { files: ["app/**"], rules: restrictImports(APP_IMPORTS_NO_DATABASE) },
  {
    files: ["components/**"],
    rules: restrictImports(CLIENT_IMPORTS_NO_SERVER, CLIENT_IMPORTS_NO_AUTH),
  },
  {
    // Production code only (tests empty tables on purpose). The names a Drizzle database or
    // transaction goes by here, `ctx.db` and `run.options.db` included.
    files: ["app/**", "lib/**", "db/**", "bench/**"],
    plugins: { drizzle },
    rules: {
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx", "getDb"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx", "getDb"] }],
    },
  },
  {
    // useTestDatabase() registers Vitest hooks; it is not a React hook.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    ignores: [
      ".next/**",
      ".next-blob/**",
      "node_modules/**",
      ".data/**",
      "db/migrations/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];
export default config;
