import { readdirSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DocArticle } from "@/components/docs/doc-article";
import { DOC_SLUGS, docSummaries, loadDoc, loadDocs } from "@/lib/content/docs/pages";
import { DOC_LINK, headingId, searchDocs } from "@/lib/content/docs/shared";

const files = readdirSync(path.join(process.cwd(), "content/docs"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.replace(/\.md$/, ""));

describe("the user guide (content/docs)", () => {
  it("lists every Markdown file as a page, and every page has its file", () => {
    expect([...DOC_SLUGS].sort()).toEqual(files.sort());
  });

  it.each(DOC_SLUGS.map((slug) => [slug]))(
    "%s renders with a title, an intro and sections",
    (slug) => {
      const page = loadDoc(slug);
      expect(page?.title).toMatch(/\S/);
      expect(page?.description.length).toBeGreaterThan(20);
      expect(page?.headings.length).toBeGreaterThan(0);
      const html = renderToStaticMarkup(createElement(DocArticle, { page: page! }));
      for (const heading of page!.headings) {
        expect(html).toContain(`id="${heading.id}"`);
      }
      // No Markdown syntax is left over as text.
      expect(html).not.toMatch(/\]\(|\*\*|^#|<p>#/m);
    },
  );

  it("links only to its own pages, the Help Center and the OpenAPI document", () => {
    const slugs = new Set<string>(DOC_SLUGS);
    for (const page of loadDocs()) {
      const source = JSON.stringify(page.blocks);
      for (const [, , href] of source.matchAll(DOC_LINK)) {
        const target = href?.replace(/#.*$/, "") ?? "";
        const ok =
          target === "/help" ||
          target === "/api/openapi.json" ||
          (target.startsWith("/docs/") && slugs.has(target.slice("/docs/".length)));
        expect(ok, `${page.slug} links to ${href}`).toBe(true);
      }
    }
  });

  it("the REST API page links to the OpenAPI document", () => {
    const html = renderToStaticMarkup(createElement(DocArticle, { page: loadDoc("rest-api")! }));
    expect(html).toContain('href="/api/openapi.json"');
  });

  it("gives unknown slugs nothing", () => {
    expect(loadDoc("../README")).toBeNull();
    expect(loadDoc("nope")).toBeNull();
  });
});

describe("docs search (the Help Center's)", () => {
  const docs = docSummaries();

  it("finds a page by its title, and a section by its heading", () => {
    expect(searchDocs(docs, "self-hosting")).toEqual([
      { slug: "self-hosting", title: "Self-hosting", href: "/docs/self-hosting" },
    ]);
    const [tracked] = searchDocs(docs, "TRACKED links");
    expect(tracked).toMatchObject({
      slug: "analytics-and-notifications",
      heading: "Tracked links",
    });
    const [openapi] = searchDocs(docs, "openapi");
    expect(openapi?.href).toBe("/docs/rest-api#the-openapi-document");
  });

  it("finds the guide's webhooks, Slack, branding and edit-by-transcript sections", () => {
    const hrefs = (query: string) => searchDocs(docs, query).map((result) => result.href);
    expect(hrefs("webhooks")).toContain("/docs/webhooks-and-slack");
    expect(hrefs("slack channel")).toEqual(["/docs/webhooks-and-slack#post-to-a-slack-channel"]);
    expect(hrefs("branding")).toEqual(["/docs/workspaces#branding"]);
    expect(hrefs("edit by transcript")).toEqual(["/docs/editing#edit-by-transcript-pro"]);
  });

  it("finds nothing for a blank query or no match", () => {
    expect(searchDocs(docs, "  ")).toEqual([]);
    expect(searchDocs(docs, "zzzz-no-match")).toEqual([]);
  });

  it("makes anchors from heading text", () => {
    expect(headingId("Passwords, expiry and downloads")).toBe("passwords-expiry-and-downloads");
    expect(headingId("!!!")).toBe("section");
  });
});
