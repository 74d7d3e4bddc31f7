/**
 * The layers of docs/architecture.md, checked by `npm run check:layers` (part of `npm test`).
 * Type-only imports (`import type`) vanish at build time, so the run-time rules let them through.
 */
const SOURCE = "^(app|components|client|lib|db)/";

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
