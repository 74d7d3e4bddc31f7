import { startFakeOpenAI } from "./fake-openai";
import { portFromEnv, runFakeServer } from "./run-fake-server";

/**
 * The fake OpenAI-compatible server as a process of its own, for the end-to-end run:
 *
 *   FAKE_OPENAI_KEY=sk-... [FAKE_OPENAI_PORT=3920] npx tsx tests/support/fake-openai-server.ts
 *
 * The app server then runs with OPENAI_API_KEY set to the same key and OPENAI_BASE_URL set to
 * http://127.0.0.1:PORT/v1. Tests read the requests it answered from /__fake/requests.
 */
runFakeServer("Fake OpenAI", async () => {
  const apiKey = process.env.FAKE_OPENAI_KEY;
  if (!apiKey) throw new Error("FAKE_OPENAI_KEY is required (the OPENAI_API_KEY the app is given)");
  const fake = await startFakeOpenAI({ port: portFromEnv("FAKE_OPENAI_PORT", 3920), apiKey });
  console.log(`Fake OpenAI listening on ${fake.baseUrl}`);
  return fake;
});
