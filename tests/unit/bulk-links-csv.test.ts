import { describe, expect, it } from "vitest";
import { linksCsv, withHeaderRow } from "@/components/share/bulk-links-csv";

describe("the bulk links' CSV", () => {
  it("puts the header row before a pasted list that has none, and keeps one that has it", () => {
    expect(withHeaderRow("Dana,dana@acme.example\nSam")).toBe(
      "name,email,company,note\nDana,dana@acme.example\nSam",
    );
    expect(withHeaderRow("\uFEFFName, Email\nDana,d@x.example\n")).toBe(
      "Name, Email\nDana,d@x.example",
    );
    // A first recipient called "Name" with other cells is still a recipient.
    expect(withHeaderRow("Name,n@x.example")).toBe("name,email,company,note\nName,n@x.example");
  });

  it("quotes every cell of the download, the snippet's HTML included", () => {
    const csv = linksCsv([
      {
        id: 1,
        recipientName: 'Lee, "Sam"',
        url: "https://d.example/video/1?r=a",
        gifUrl: "https://d.example/api/links/a/preview.gif",
        snippet: { html: '<a href="x">Watch</a>', text: "Watch" },
      },
    ]);
    expect(csv).toBe(
      'name,url,gif_url,email_html\r\n"Lee, ""Sam""","https://d.example/video/1?r=a",' +
        '"https://d.example/api/links/a/preview.gif","<a href=""x"">Watch</a>"\r\n',
    );
  });
});
