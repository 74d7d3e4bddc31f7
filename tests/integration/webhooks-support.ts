import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { jobs, webhookEndpoints } from "@/db/schema";
import { setConfigForTests } from "../support/config";
import { DELIVER_WEBHOOK } from "@/lib/webhooks/emit";
import { createWorker, type Worker } from "@/lib/worker/worker";
import type { Db } from "@/db/types";
import { getStorage } from "@/lib/storage";
import { webhookJobHandlers } from "@/lib/webhooks/deliver";
import { GET as listHooks, POST as postHook } from "@/app/api/webhooks/route";
import { GET as getDeliveries } from "@/app/api/webhooks/[id]/deliveries/route";
import { POST as postTest } from "@/app/api/webhooks/[id]/test/route";
import { DELETE as deleteHook } from "@/app/api/webhooks/[id]/route";
import type { CreatedWebhook, WebhookDeliveryView } from "@/lib/webhooks/shared";
import type { TestUser } from "../support/fixtures";
import { call } from "./workspaces-support";

export const webhookRoutes = { listHooks, postHook, getDeliveries, postTest, deleteHook };

/** One request a receiver got: its headers and raw body. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on an ephemeral port of 127.0.0.1; `answers` are used in turn (then 200). */
export interface Receiver {
  url: string;
  received: Received[];
  answers: { status: number; headers?: Record<string, string> }[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: Receiver["answers"] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const answer = answers.shift() ?? { status: 200 };
      response.writeHead(answer.status, answer.headers).end(`answer ${answer.status}`);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Turns WEBHOOKS_ALLOW_PRIVATE on or off for the rest of the test file (the config is cached). */
export function allowPrivateWebhooks(allow: boolean): void {
  setConfigForTests({ ...process.env, WEBHOOKS_ALLOW_PRIVATE: allow ? "1" : "0" });
}

const quiet = { info: () => undefined, error: () => undefined };

/**
 * A worker that runs webhook deliveries only, with a short backoff: the other jobs the routes
 * queued (notification emails) are cancelled so that draining ends.
 */
export function deliveryWorker(db: Db, backoffBaseMs = 150): Pick<Worker, "runOnce" | "drain"> {
  const worker = createWorker({
    db,
    storage: getStorage(),
    handlers: webhookJobHandlers(db),
    backoffBaseMs,
    maintenanceEveryMs: 0,
    logger: quiet,
  });
  const others = () =>
    db.update(jobs).set({ state: "cancelled" }).where(ne(jobs.kind, DELIVER_WEBHOOK));
  return {
    runOnce: async () => (await others(), worker.runOnce()),
    drain: async (budgetMs) => (await others(), worker.drain(budgetMs)),
  };
}

export async function createHook(
  who: TestUser | null,
  body: Record<string, unknown>,
): Promise<{ response: Response; hook: CreatedWebhook }> {
  const response = await call(postHook, "/api/webhooks", {}, who, { method: "POST", body });
  const hook = (await response.clone().json()) as CreatedWebhook;
  return { response, hook };
}

/** Creates a webhook that must be accepted (201) and answers it. */
export async function createdHook(
  who: TestUser,
  body: Record<string, unknown>,
): Promise<CreatedWebhook> {
  const { response, hook } = await createHook(who, body);
  expect(response.status).toBe(201);
  return hook;
}

/** Deletes a webhook, which must succeed (204). */
export async function removeHook(who: TestUser, id: number): Promise<void> {
  const response = await call(deleteHook, `/api/webhooks/${id}`, { id }, who, { method: "DELETE" });
  expect(response.status).toBe(204);
}

export async function deliveriesOf(who: TestUser, id: number): Promise<WebhookDeliveryView[]> {
  const response = await call(getDeliveries, `/api/webhooks/${id}/deliveries`, { id }, who);
  return (await response.json()) as WebhookDeliveryView[];
}

/**
 * The test file's receiver, with private addresses allowed while the file runs. Each test starts
 * with no webhooks, no jobs and nothing received, so each makes its own webhook.
 */
export function useReceiver(database: { db: () => Db }): () => Receiver {
  let receiver: Receiver | undefined;
  beforeAll(async () => {
    allowPrivateWebhooks(true);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    allowPrivateWebhooks(false);
  });
  beforeEach(async () => {
    if (receiver) receiver.received.length = receiver.answers.length = 0;
    await database.db().delete(webhookEndpoints);
    await database.db().delete(jobs);
  });
  return () => {
    if (!receiver) throw new Error("receiver not started yet");
    return receiver;
  };
}
