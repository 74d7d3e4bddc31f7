import "server-only";
import { config } from "@/lib/config";
import { allLanes, parseLaneSpec, type JobLane } from "@/lib/jobs/lanes";

/** The lanes this process runs: `WORKER_LANES`, else every lane with its default slots. */
export function workerLanes(): Map<JobLane, number> {
  const spec = config().WORKER_LANES;
  return spec ? parseLaneSpec(spec) : allLanes();
}
