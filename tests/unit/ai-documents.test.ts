import { createOpenAI } from "@ai-sdk/openai";
import { afterAll, describe, expect, it } from "vitest";
import {
  buildDocumentPrompt,
  DOCUMENT_SYSTEM_PROMPT,
  generateDocument,
  splitTitle,
} from "@/lib/ai/documents/generate";
import { buildEnhancePrompt, cleanEnhancedText } from "@/lib/ai/enhance/enhance";
import { EmptyAiResponseError } from "@/lib/ai/errors";
import { startFakeOpenAI } from "../support/fake-openai";

// The real chat model of the provider, against the fake OpenAI at the network edge.
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
const model = createOpenAI({ apiKey: fake.apiKey, baseURL: fake.baseUrl }).chat("gpt-4o-mini");

const source = {
  request: "Write a summary for the sales team",
  title: "Q3 demo",
  description: "Walkthrough of the new dashboard",
  transcript: JSON.stringify([
    { time: 0, text: "Hello everyone" },
    { time: 65, text: "Here is the dashboard" },
  ]),
};

describe("document prompt", () => {
  it("holds the request, title, description and the timed transcript", () => {
    const prompt = buildDocumentPrompt(source);
    expect(prompt).toContain("Request: Write a summary for the sales team");
    expect(prompt).toContain("Title: Q3 demo");
    expect(prompt).toContain("Description: Walkthrough of the new dashboard");
    expect(prompt).toContain("[0:00] Hello everyone\n[1:05] Here is the dashboard");
  });

  it("says when there is no transcript or description", () => {
    const prompt = buildDocumentPrompt({ ...source, description: " ", transcript: null });
    expect(prompt).toContain("Description: (none)");
    expect(prompt).toContain("(no transcript available)");
  });

  it("fences the video's text as data and asks for the light markdown subset", () => {
    expect(buildDocumentPrompt(source)).toMatch(/<video>[\s\S]*<\/video>$/);
    expect(DOCUMENT_SYSTEM_PROMPT).toContain("No links");
  });
});

describe("title of a generated document", () => {
  it("comes from the leading heading, which leaves the content", () => {
    expect(splitTitle("# Sales **summary**\n\n- point", "x")).toEqual({
      title: "Sales summary",
      content: "- point",
    });
  });

  it("falls back to the request's first words", () => {
    expect(splitTitle("- point one", "write a summary for the sales team please now ok")).toEqual({
      title: "Write a summary for the sales team please",
      content: "- point one",
    });
  });

  it("unwraps a fenced markdown answer", () => {
    expect(splitTitle("```markdown\n# T\nbody\n```", "x")).toEqual({ title: "T", content: "body" });
  });
});

describe("generation through the provider", () => {
  it("sends system and prompt and returns the preview", async () => {
    fake.answerNext("chat", { text: "# Summary\n\n- The dashboard was shown" });
    const doc = await generateDocument({
      model,
      modelName: "openai/gpt-4o-mini",
      source,
      signal: AbortSignal.timeout(5000),
    });
    expect(doc).toEqual({ title: "Summary", content: "- The dashboard was shown" });
    const messages = fake.requests.at(-1)?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0]?.content).toBe(DOCUMENT_SYSTEM_PROMPT);
    expect(messages[1]?.content).toContain("Title: Q3 demo");
  });

  it("treats an empty answer as a bad response", async () => {
    fake.answerNext("chat", { text: "  " });
    await expect(
      generateDocument({
        model,
        modelName: "openai/gpt-4o-mini",
        source,
        signal: AbortSignal.timeout(5000),
      }),
    ).rejects.toBeInstanceOf(EmptyAiResponseError);
  });
});

describe("enhancement", () => {
  it("builds a prompt per type with the context", () => {
    const prompt = buildEnhancePrompt({
      text: "demo vid",
      type: "title",
      context: "Sales demo of reports",
    });
    expect(prompt).toContain("at most 80 characters");
    expect(prompt).toContain("Context (do not copy): Sales demo of reports");
    expect(prompt).toContain("Title: demo vid");
  });

  it("cleans quotes, labels and extra lines from the answer", () => {
    expect(cleanEnhancedText('Title: "Quarterly Sales Demo"\nextra', "title")).toBe(
      "Quarterly Sales Demo",
    );
    expect(cleanEnhancedText("Line one\nLine two", "description")).toBe("Line one\nLine two");
  });
});
