import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { subscribeInTestMode } from "./billing-helpers";
import { hydrated, signInAsDev } from "./helpers";

// Workspace settings -> Webhooks (the personal workspace's): the plan it needs, then add one (secret shown once), test it against a
// real local receiver, see the delivery, delete it.

test("webhooks: View Plans without Pro Annual; add, test, see the delivery, delete", async ({
  page,
}) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.end("ok");
    });
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;

  try {
    await signInAsDev(page, "Wendy Webhook");
    await page.goto("/settings/workspace");
    const card = page.locator("[aria-labelledby=webhooks-title]");
    await expect(card.getByTestId("webhooks-scope")).toHaveText(
      /^Sends events for videos in .+, your personal workspace\. A team workspace's videos send events to that team's webhooks/,
    );
    await expect(card.getByText("Advanced analytics needs Pro Annual.")).toBeVisible();
    await expect(card.getByRole("link", { name: "View Plans" })).toHaveAttribute(
      "href",
      "/subscription",
    );

    await subscribeInTestMode(page, "yearly");
    await page.goto("/settings/workspace");
    await (await hydrated(card.getByRole("button", { name: "Add webhook" }))).click();
    const dialog = page.getByRole("dialog", { name: "Add webhook" });
    // A cancelled draft does not come back with the next opening.
    await dialog.getByLabel("Endpoint URL").fill("https://draft.example.com/hook");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await card.getByRole("button", { name: "Add webhook" }).click();
    await expect(dialog.getByLabel("Endpoint URL")).toHaveValue("");
    await dialog.getByLabel("Endpoint URL").fill(url);
    await expect(dialog.getByRole("checkbox", { name: /video\.milestone/ })).toBeChecked();
    await dialog.getByRole("button", { name: "Add webhook" }).click();

    const secret = card.getByLabel("Copy your new signing secret now: it won't be shown again.");
    await expect(secret).toHaveValue(/^whsec_/);
    const key = await secret.inputValue();
    await expect(card.getByRole("button", { name: "Copy signing secret" })).toBeVisible();
    await card.getByRole("button", { name: "Done" }).click();
    await expect(secret).toHaveCount(0);

    await card.getByRole("button", { name: `Send a test event to ${url}` }).click();
    await expect(card.getByText("Delivered")).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText(/HTTP 200/)).toBeVisible();
    expect(received).toHaveLength(1);
    const event = new Webhook(key).verify(
      received[0]?.body ?? "",
      received[0]?.headers as Record<string, string>,
    );
    expect(event).toMatchObject({ type: "webhook.test" });

    await card.getByRole("button", { name: `Delete the webhook to ${url}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(card.getByText("No webhooks yet.")).toBeVisible();
  } finally {
    server.close();
  }
});
