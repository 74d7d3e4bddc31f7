import { gateSender, type GatePreview } from "@/lib/videos/shared";

/**
 * What the email gate shows of the video it closes: its thumbnail, title and sender. A server
 * component: the share page's gate adds no script for it.
 */
export function GatePreviewCard({ preview }: { preview: GatePreview }) {
  return (
    <section aria-label="Video" className="flex flex-col gap-2">
      {preview.thumbnailUrl ? (
        // A plain img: next/image would bring its client code to a page that needs none.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={preview.thumbnailUrl}
          alt=""
          data-testid="gate-thumbnail"
          className="bg-muted aspect-video w-full rounded-md object-cover"
        />
      ) : null}
      <h2 className="text-base font-semibold break-words">{preview.title}</h2>
      <p className="text-muted-foreground text-sm">{gateSender(preview)}</p>
    </section>
  );
}
