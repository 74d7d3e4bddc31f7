/**
 * The layers of docs/architecture.md, checked by `npm run check:layers` (part of `npm test`).
 * Type-only imports (`import type`) vanish at build time, so the run-time rules let them through.
 */
const SOURCE = "^(app|components|client|lib|db)/";
/**
 * What the browser may import from lib/ at run time: a domain's `shared.ts`, and the pure folders
 * (formatting, static content, markdown, timeline arithmetic and transcripts, URL checks) that hold no
 * server code.
 * Everything else in lib/ and db/ runs only on the server and imports `server-only`.
 */
const BROWSER_SAFE_LIB =
  "^lib/[a-z/-]+/shared\\.ts$|^lib/(format|content|timeline|urls)/|^lib/utils\\.ts$|^lib/tailwind-merge-config\\.ts$|^lib/storage/s3-limits\\.ts$|^lib/attachments/embed-types\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A module may not reach itself again through its run-time imports.",
      from: { path: SOURCE },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-folder-cycles",
      severity: "error",
      scope: "folder",
      comment:
        "Folders form layers: no two folders import each other, directly or through others " +
        "(lib/jobs, the queue, sits below the domains; lib/worker, which runs their jobs, above).",
      from: { path: SOURCE },
      to: { circular: true },
    },
    {
      name: "db-imports-only-config",
      severity: "error",
      comment: "db/ is the bottom layer: from lib/ it may read the configuration and nothing else.",
      from: { path: "^db/" },
      to: { path: "^lib/", pathNot: "^lib/config\\.ts$" },
    },
    {
      name: "nothing-imports-app",
      severity: "error",
      comment:
        "app/ holds routes only; what two routes share lives in lib/, client/ or components/.",
      from: { path: "^(components|client|lib|db)/" },
      to: { path: "^app/" },
    },
    {
      name: "client-imports-no-ui",
      severity: "error",
      comment:
        "client/ (the API client, resources, recorder pipeline, toast store) sits below the UI: it " +
        "imports neither components/ nor app/, not even as types.",
      from: { path: "^client/" },
      to: { path: "^(components|app)/" },
    },
    {
      name: "uploads-through-entry",
      severity: "error",
      comment:
        "client/uploads (the part-upload engine) is used through its entry, client/uploads/index.ts, " +
        "or its upload tracking's, client/uploads/tracking/index.ts: the recorder (client/recording " +
        "keeps capture only) and the pages never reach into the engine's files.",
      from: { path: "^(app|components|client/(?!uploads/))" },
      to: { path: "^client/uploads/", pathNot: "^client/uploads/(tracking/)?index\\.ts$" },
    },
    {
      name: "browser-imports-server-as-types-only",
      severity: "error",
      comment:
        "components/ and client/ run in the browser: from lib/ and db/ they take a domain's shared.ts " +
        "or a pure folder at run time, anything else only as types (`import type`).",
      from: { path: "^(components|client)/" },
      to: {
        path: "^(lib|db)/",
        pathNot: BROWSER_SAFE_LIB,
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "browser-imports-no-server-packages",
      severity: "error",
      comment: "The browser bundle carries no database driver, no zod and no server-only module.",
      from: { path: "^(components|client)/" },
      to: {
        path: "node_modules/(zod|drizzle-orm|pg|@electric-sql|@neondatabase|server-only|stripe|nodemailer)/",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "shell-islands-stay-light",
      severity: "error",
      comment:
        "The shell's client islands load on every page: their buttons' classes and icons come from " +
        "the server (docs/caching.md#page-weight), so they never reach Button, cn or lucide.",
      from: {
        path:
          "^components/(layout/(header-account|when-can-record|phone-menu-launcher|theme-toggle|" +
          "menu-opener-button|floating-record-button|session-gate)|auth/(sign-in-submit|" +
          "sign-in-if-signed-out|sign-in-provider|auth-state-listener|sign-in-error-toast)|" +
          "providers/(app-providers|session-provider|theme-provider|lazy-toaster)|" +
          "recorder/(record-link|recorder-launcher|recording-state))\\.tsx?$",
      },
      to: {
        path: "^(components/ui/button\\.tsx|lib/utils\\.ts)$|node_modules/(lucide-react|tailwind-merge)/",
        dependencyTypesNot: ["type-only", "dynamic-import"],
      },
    },
    {
      name: "shared-stays-browser-safe",
      severity: "error",
      comment:
        "A shared.ts is imported by the browser: it may import only other browser-safe modules.",
      from: { path: BROWSER_SAFE_LIB },
      to: { path: "^(lib|db)/", pathNot: BROWSER_SAFE_LIB, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "lib-imports-no-ui",
      severity: "error",
      comment: "lib/ and db/ are below the pages and the browser code.",
      from: { path: "^(lib|db)/" },
      to: { path: "^(app|components|client)/" },
    },
    {
      name: "app-reaches-db-through-lib",
      severity: "error",
      comment: "app/ reaches the database through lib/<domain> (route handlers get ctx.db).",
      from: { path: "^app/" },
      to: { path: "^db/|node_modules/drizzle-orm/", dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|\\.next-blob|\\.data|db/migrations)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
