// A Vite plugin for the integration suite: every app/api route module a test imports is replaced by
// one whose method exports check each answer against the route's contract
// (tests/support/response-contract.ts). The real module is still what runs.
import path from "node:path";
import { openApiPath } from "../../scripts/route-index";

const METHODS = ["get", "head", "post", "put", "patch", "delete"] as const;
const REAL = "?real-route";

/** The one Vite plugin hook this needs, typed here (vite is vitest's, not a dependency of ours). */
interface LoadPlugin {
  name: string;
  enforce: "pre";
  load(id: string): string | null;
}

export function validatedRoutes(root: string): LoadPlugin {
  const contract = path.join(root, "tests/support/response-contract.ts");
  return {
    name: "demoreel:validated-routes",
    enforce: "pre",
    load(id) {
      if (id.includes("?") || !/\/app\/api\/.+\/route\.ts$/.test(id)) return null;
      const file = path.relative(root, id).split(path.sep).join("/");
      const real = JSON.stringify(id + REAL);
      return [
        `import * as real from ${real};`,
        `import { validatedRoute } from ${JSON.stringify(contract)};`,
        `export * from ${real};`,
        `const route = { path: ${JSON.stringify(openApiPath(file))}, module: real };`,
        ...METHODS.map(
          (method) => `export const ${method.toUpperCase()} = validatedRoute(route, "${method}");`,
        ),
      ].join("\n");
    },
  };
}
