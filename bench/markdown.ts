/**
 * Times `parseMarkdown` on 100,000-character documents, ordinary and adversarial (markers that
 * never close), and prints milliseconds (fastest of ten runs) and the parser's work count per character: both must stay
 * flat as the document grows. Run: npx tsx bench/markdown.ts
 */
import { parseMarkdown, type WorkMeter } from "../lib/content/markdown/parse";

const SIZE = 100_000;

const documents: Record<string, (size: number) => string> = {
  "ordinary document": (size) =>
    "## Notes\n- **Bold** point with *italic* and `code`\nA paragraph line of text.\n\n"
      .repeat(size)
      .slice(0, size),
  "unclosed italics (*a *a ...)": (size) => "*a ".repeat(size).slice(0, size),
  "unclosed bold and code (**` ...)": (size) => "**`x ".repeat(size).slice(0, size),
  "italic with unclosed bold (*x ** ...)": (size) => "*x ** ".repeat(size).slice(0, size),
  "nested markers": (size) =>
    "**a *b **c *d **e *f** g* h** i* j** k* ".repeat(size).slice(0, size),
};

function measure(source: string): { ms: number; steps: number } {
  const meter: WorkMeter = { steps: 0 };
  parseMarkdown(source, meter);
  // The fastest of ten runs: the machine's other load only ever adds time.
  let ms = Infinity;
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    parseMarkdown(source);
    ms = Math.min(ms, performance.now() - started);
  }
  return { ms, steps: meter.steps };
}

for (const [name, make] of Object.entries(documents)) {
  const small = measure(make(SIZE / 10));
  const large = measure(make(SIZE));
  console.log(
    `${name.padEnd(40)} ${SIZE.toLocaleString("en")} chars: ${large.ms.toFixed(1).padStart(7)} ms, ` +
      `${(large.steps / SIZE).toFixed(2)} steps/char (10,000 chars: ${(small.steps / (SIZE / 10)).toFixed(2)})`,
  );
}
