// A design as Instagram's feed will get it, shown in the design studio's Post now and Schedule dialogs
// before anything is queued (issue 23 §1): the server makes the same JPEG it publishes, fitted into
// 4:5–1.91:1 (POST /api/posts/media/preview), and says what it did (bands added), so the owner sees the
// padding before the post goes out rather than after.
import { useEffect, useState } from "react";
import { Spinner } from "@web/components/ui/spinner";
import type { DesignView } from "./design-data";
import { useInstagramImages } from "./schedule-fields";

/** The design's file as a File, fetched once the owner picks Instagram (a PDF has nothing to fit). */
function useDesignFile(design: DesignView, wanted: boolean): File[] {
  const [files, setFiles] = useState<File[]>([]);
  const url = design.fileUrl;
  const image = !!url && design.mimeType !== "application/pdf";
  useEffect(() => {
    if (!wanted || !image || !url) return;
    let live = true;
    void fetch(url, { credentials: "include" })
      .then(async (res) => (res.ok ? new File([await res.blob()], design.title, { type: res.headers.get("content-type") ?? "" }) : null))
      .catch(() => null)
      .then((file) => {
        if (live && file) setFiles([file]);
      });
    return () => {
      live = false;
    };
  }, [url, image, wanted, design.title]);
  return wanted && image ? files : [];
}

export function DesignInstagramFit({ design, wanted }: { design: DesignView; wanted: boolean }) {
  const files = useDesignFile(design, wanted);
  const [prepared] = useInstagramImages(files, files.length > 0);
  if (!wanted || !design.fileUrl || design.mimeType === "application/pdf") return null;
  return (
    <figure className="grid gap-1 rounded-md border p-2" data-testid="design-instagram-fit">
      <figcaption className="text-xs font-medium">On Instagram</figcaption>
      {prepared?.url ? (
        <>
          <img src={prepared.url} alt={`${design.title} as Instagram gets it`} className="max-h-40 w-full rounded bg-muted object-contain" />
          <p className="text-xs text-muted-foreground" data-testid="design-instagram-fit-note">
            {prepared.note ?? "Sent as a JPEG at this size; nothing added or cut."}
          </p>
        </>
      ) : (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Spinner /> Preparing Instagram's version...
        </p>
      )}
    </figure>
  );
}
