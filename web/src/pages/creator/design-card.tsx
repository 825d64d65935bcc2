// One design of the library: thumbnail, title, type, caption, and what can be done with it.
import { CalendarClock, ExternalLink, FileText, MoreVertical, Send, Trash2 } from "lucide-react";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import type { DesignView } from "./design-data";

const ORIGIN: Record<string, string> = { upload: "Uploaded", editor: "Made here", canva: "Canva" };

export function DesignCard({
  design,
  templateName,
  onPost,
  onSchedule,
  onDelete,
}: {
  design: DesignView;
  templateName?: string;
  onPost: () => void;
  onSchedule: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card" data-testid="design-card">
      <div className="flex aspect-square items-center justify-center bg-muted">
        {design.thumbnail ? (
          <img
            src={design.thumbnail}
            alt={`Thumbnail of ${design.title}`}
            className="size-full object-contain"
            loading="lazy"
          />
        ) : (
          <FileText className="size-10 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="grid flex-1 content-start gap-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <h4 className="line-clamp-2 text-sm font-medium break-words">{design.title}</h4>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="-mt-1 -mr-2 size-8"
                aria-label={`More actions for ${design.title}`}
              >
                <MoreVertical aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {design.editUrl && (
                <DropdownMenuItem asChild>
                  <a href={design.editUrl} target="_blank" rel="noreferrer">
                    <ExternalLink aria-hidden />
                    Edit in Canva
                  </a>
                </DropdownMenuItem>
              )}
              {design.fileUrl && (
                <DropdownMenuItem asChild>
                  <a href={design.fileUrl} target="_blank" rel="noreferrer">
                    <ExternalLink aria-hidden />
                    Open file
                  </a>
                </DropdownMenuItem>
              )}
              <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={onDelete}>
                <Trash2 aria-hidden />
                Delete {design.title}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{ORIGIN[design.origin] ?? design.origin}</Badge>
          {templateName && <Badge variant="outline">{templateName}</Badge>}
          {design.mimeType === "application/pdf" && <Badge variant="outline">PDF</Badge>}
        </div>
        {design.caption && <p className="line-clamp-2 text-xs text-muted-foreground">{design.caption}</p>}
      </div>
      {design.mimeType === "application/pdf" ? (
        // The platforms take images only: offering Post on a PDF would only ever fail.
        <p className="border-t p-3 text-xs text-muted-foreground">
          Kept in your library: posts take PNG or JPG images.
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-2 border-t p-2">
          <Button size="sm" variant="ghost" onClick={onPost} aria-label={`Post ${design.title} now`}>
            <Send aria-hidden />
            Post
          </Button>
          <Button size="sm" variant="ghost" onClick={onSchedule} aria-label={`Schedule ${design.title}`}>
            <CalendarClock aria-hidden />
            Schedule
          </Button>
        </div>
      )}
    </li>
  );
}
