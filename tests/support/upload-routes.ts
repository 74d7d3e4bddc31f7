import { POST as createRoute } from "@/app/api/uploads/route";
import { DELETE as abortRoute, GET as statusRoute } from "@/app/api/uploads/[id]/route";
import { PUT as partRoute } from "@/app/api/uploads/[id]/parts/[n]/route";
import { POST as tokenRoute } from "@/app/api/uploads/[id]/parts/[n]/token/route";
import { POST as completeRoute } from "@/app/api/uploads/[id]/parts/[n]/complete/route";
import { POST as commitRoute } from "@/app/api/uploads/[id]/commit/route";
import { routeParams, type TestUser } from "./fixtures";

type Route = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

const ROUTES: Array<[string, RegExp, Route, string[]]> = [
  ["POST", /^\/api\/uploads$/, createRoute as Route, []],
  ["GET", /^\/api\/uploads\/(\w+)$/, statusRoute as Route, ["id"]],
  ["DELETE", /^\/api\/uploads\/(\w+)$/, abortRoute as Route, ["id"]],
  ["PUT", /^\/api\/uploads\/(\w+)\/parts\/(\d+)$/, partRoute as Route, ["id", "n"]],
  ["POST", /^\/api\/uploads\/(\w+)\/parts\/(\d+)\/token$/, tokenRoute as Route, ["id", "n"]],
  ["POST", /^\/api\/uploads\/(\w+)\/parts\/(\d+)\/complete$/, completeRoute as Route, ["id", "n"]],
  ["POST", /^\/api\/uploads\/(\w+)\/commit$/, commitRoute as Route, ["id"]],
];

/** One call the app's upload routes answered. */
export interface RouteCall {
  method: string;
  path: string;
}

/**
 * The app's upload routes behind a fetch, as the browser reaches them, signed in as `user`. An
 * absolute URL (a presigned bucket URL) goes to the network, without the user's credentials.
 * Every call to the app is written to `calls`.
 */
export function appFetch(user: TestUser, calls: RouteCall[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (/^https?:/.test(path)) return fetch(path, init);
    const method = init?.method ?? "GET";
    calls.push({ method, path });
    for (const [verb, pattern, route, names] of ROUTES) {
      const match = method === verb ? pattern.exec(path) : null;
      if (!match) continue;
      const headers = new Headers(init?.headers);
      headers.set("authorization", `Bearer ${user.token}`);
      const request = new Request(`http://127.0.0.1:3000${path}`, { ...init, headers });
      const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""]));
      return route(request, routeParams(params));
    }
    return Response.json({ message: "no such route" }, { status: 404 });
  }) as typeof fetch;
}
