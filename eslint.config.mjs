import drizzle from "eslint-plugin-drizzle";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layers (which folder may import which) are checked by dependency-cruiser:
// .dependency-cruiser.cjs, `npm run check:layers`.
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
    // Server code logs through lib/log (levels, the request or job id on every entry).
    files: ["lib/**"],
    rules: { "no-console": "error" },
  },
  {
    // A client component a server component renders arrives as a lazy reference: React then
    // reuses a memo's fiber only until the next server render (it records the inner function,
    // the new element names the memo), so router.refresh() remounts it and drops its state.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > CallExpression[callee.name='memo']",
          message:
            "Export a plain function component that renders the memoized one: an exported memo rendered by a server component is remounted by every server refresh.",
        },
      ],
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
