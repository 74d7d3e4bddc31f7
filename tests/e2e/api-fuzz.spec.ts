import { expect, request as playwrightRequest, test } from "@playwright/test";
import { describeFailure, fuzzOperations, type FuzzStats } from "./fuzz/run";
import { fuzzOrder, isEventStream, operationsOf } from "./fuzz/operations";
import { sampleWebm } from "./fuzz/samples";
import { seedResources } from "./fuzz/seed-resources";
import { signInThroughApi } from "./helpers";

/**
 * A property-based fuzzer driven by GET /api/openapi.json: every operation gets requests generated
 * from its documented schemas (path, query, JSON and multipart bodies; mostly valid values near
 * the edges, some invalid; the ids of resources it made first), anonymously and signed in as a
 * fresh user of its own. Every answer must be a documented status with a body valid against the
 * documented schema, and never a 500. Replay a run with FUZZ_SEED=<the printed seed>.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.UTC(2026, 10, 25) / 1000);
/** Requests per operation and pass, sized so the whole spec stays within 90 s in CI. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
/** Routes that only answer 401 to an anonymous caller need fewer tries. */
const SIGNED_IN_ONLY_RUNS_ANONYMOUSLY = 3;

test("every route answers generated requests as its OpenAPI document says", async ({ baseURL }) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error("no baseURL");
  console.log(
    `[api-fuzz] seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} runs per operation`,
  );
  const started = Date.now();
  const signedIn = await playwrightRequest.newContext({ baseURL });
  await signInThroughApi(signedIn, `fuzz-${Date.now()}@example.test`, "Fuzz Tester");
  const document = (await (await signedIn.get("/api/openapi.json")).json()) as Parameters<
    typeof operationsOf
  >[0];
  const operations = fuzzOrder(operationsOf(document));
  const webm = sampleWebm();
  const pools = await seedResources(signedIn, baseURL, webm);
  const stats: FuzzStats = { requests: 0, failures: [] };
  const common = { seed: SEED, pools, webm, stats };

  const anonymous = await playwrightRequest.newContext({ baseURL });
  await fuzzOperations(
    anonymous,
    operations.filter((op) => op.anonymous),
    { ...common, pass: "anonymous", runs: RUNS },
  );
  await fuzzOperations(
    anonymous,
    operations.filter((op) => !op.anonymous),
    { ...common, pass: "anonymous", runs: SIGNED_IN_ONLY_RUNS_ANONYMOUSLY },
  );
  await anonymous.dispose();
  // A live event stream never ends, so a signed-in request would never complete: its anonymous
  // 401 is checked above, its stream by tests/integration/live-events.test.ts.
  const finite = operations.filter((op) => !isEventStream(op));
  await fuzzOperations(signedIn, finite, { ...common, pass: "signed-in", runs: RUNS });

  // The server is still healthy after all of it.
  expect((await signedIn.get("/api/health")).status()).toBe(200);
  await signedIn.dispose();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `[api-fuzz] ${stats.requests} requests to ${operations.length} operations in ${seconds} s, ` +
      `${stats.failures.length} failures`,
  );
  for (const failure of stats.failures) console.log(describeFailure(failure));
  expect(stats.failures.map(describeFailure), `seed ${SEED}`).toEqual([]);
});
