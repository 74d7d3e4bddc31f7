/**
 * The fake OpenAI-compatible server of the end-to-end run (tests/support/fake-openai-server.ts).
 * The Vercel Blob server (BLOB_E2E) is given it as OPENAI_BASE_URL; the first server runs without
 * OPENAI_API_KEY, for the offline transcript and the "not configured" texts.
 */
export const OPENAI_E2E = {
  port: 3920,
  url: "http://127.0.0.1:3920",
  baseUrl: "http://127.0.0.1:3920/v1",
  apiKey: "sk-e2e-fake-openai-0123456789",
} as const;

/**
 * The servers' OPERATOR_EMAILS: signed in with this address, a page says what is not set up
 * ('AI writing is not set up on this server'); everyone else gets no AI writing controls.
 */
export const E2E_OPERATOR_EMAIL = "operator@example.test";
