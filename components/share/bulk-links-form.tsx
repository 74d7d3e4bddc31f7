"use client";

import { Download, Upload } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useCreateBulkLinks, type BulkLink } from "@/client/resources/tracked-link-mutations";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { linksCsv, withHeaderRow } from "./bulk-links-csv";

/** Largest CSV file read into the box; the server takes 512 KB. */
const MAX_FILE_BYTES = 512 * 1024;

/** Offers the made links as a file download, named after the video. */
function DownloadLinks({ links, videoId }: { links: BulkLink[]; videoId: number }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([linksCsv(links)], { type: "text/csv" }));
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = `tracked-links-${videoId}.csv`;
    anchor.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="flex flex-wrap items-center gap-2" role="status">
      <span className="text-sm">
        {links.length === 1 ? "1 link made." : `${links.length} links made.`}
      </span>
      <Button type="button" variant="outline" size="sm" onClick={download}>
        <Download className="size-4" aria-hidden /> Download CSV
      </Button>
    </div>
  );
}

/**
 * 'Links for a list': recipients pasted or read from a CSV file (name,email,company,note, one per
 * line), a link each in one go, then the list as a CSV to download for a mail-merge tool.
 */
export function BulkLinksForm({ videoId }: { videoId: number }) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [list, setList] = useState("");
  const [made, setMade] = useState<BulkLink[] | null>(null);
  const create = useCreateBulkLinks(videoId, (links) => {
    setMade(links);
    setList("");
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (list.trim()) create.mutate(withHeaderRow(list));
  };
  const readFile = async (chosen: File | undefined) => {
    if (chosen && chosen.size <= MAX_FILE_BYTES) setList(await chosen.text());
  };
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer text-sm font-medium">
        Links for a list of recipients
      </summary>
      <form
        onSubmit={submit}
        className="mt-3 flex min-w-0 flex-col gap-3"
        aria-label="Links for a list"
      >
        <Field htmlFor={`${id}-list`} label="Recipients">
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            One per line: name,email,company,note (only the name is required). Up to 500.
          </p>
          <Textarea
            id={`${id}-list`}
            aria-describedby={`${id}-hint`}
            rows={4}
            value={list}
            placeholder={"Dana Reyes,dana@acme.example,Acme\nSam Lee,,Globex"}
            onChange={(event) => setList(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => file.current?.click()}>
            <Upload className="size-4" aria-hidden /> Choose a CSV file
          </Button>
          <input
            ref={file}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            aria-label="CSV file of recipients"
            onChange={(event) => void readFile(event.currentTarget.files?.[0])}
          />
          <Button type="submit" disabled={create.isPending || !list.trim()}>
            {create.isPending && <Spinner />}
            Create links
          </Button>
        </div>
        {made && <DownloadLinks links={made} videoId={videoId} />}
      </form>
    </details>
  );
}
