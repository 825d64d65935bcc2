// "Import" on the invoices ledger: a CSV export of Midday, Invoice Ninja or Stripe, previewed by the
// server (POST /api/imports/preview: format, mapping, first rows, errors by line), then imported all or
// nothing (POST /api/imports). The server decides everything shown; the dialog draws it and asks.
import { useId, useRef, useState, type DragEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { FileUp, Upload } from "lucide-react";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import type { ApiBody } from "@web/lib/api-client";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { cn } from "@web/lib/utils";
import { useRefreshBusinessData } from "@web/lib/business-data";
import { MappingTable } from "./mapping-table";
import { ImportErrors, PreviewRows, PreviewSummary } from "./preview-rows";
import { importLabel, type ImportPreview, type ImportRequest, type ImportResult } from "./types";

const MAX_BYTES = 5 * 1024 * 1024;

export function ImportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden />
        Import
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-3xl">{open && <ImportFlow onDone={() => setOpen(false)} />}</DialogContent>
      </Dialog>
    </>
  );
}

/** The format ids the owner picks from are the server's own (its preview's list, or its error's). */
const sent = (body: ImportRequest) => ({ ...body, format: body.format as ApiBody<"POST", "/api/imports">["format"] });

function ImportFlow({ onDone }: { onDone: () => void }) {
  const inputId = useId();
  const formatId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [request, setRequest] = useState<ImportRequest | null>(null);
  const [fileName, setFileName] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  /** Offered when the header row is none of the formats the server knows: the owner says which it is. */
  const [choices, setChoices] = useState<{ id: string; label: string }[] | null>(null);
  const refresh = useRefreshBusinessData();

  const preview = useMutation({
    mutationFn: async (body: ImportRequest) =>
      (await (await apiRequest("POST", "/api/imports/preview", { body: sent(body) })).json()) as ImportPreview,
    onSuccess: () => setChoices(null),
    onError: (error) => {
      const api = readApiError(error);
      setFileError(api.message || "The file could not be read");
      const formats = api.details?.formats;
      if (api.fields?.format && Array.isArray(formats)) setChoices(formats as { id: string; label: string }[]);
    },
  });
  const run = useMutation({
    mutationFn: async (body: ImportRequest) =>
      (await (await apiRequest("POST", "/api/imports", { body: sent(body) })).json()) as ImportResult,
    onSuccess: (result) => {
      toast({ title: "Import complete", description: result.message });
      void refresh();
      onDone();
    },
    onError: (error) => {
      const api = readApiError(error);
      setFileError(api.message || "Nothing was imported");
      // Something changed since the preview (a number taken meanwhile): show the lines again.
      if (request) preview.mutate(request);
    },
  });

  const ask = (body: ImportRequest) => {
    setFileError(null);
    setRequest(body);
    preview.mutate(body);
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    preview.reset();
    setChoices(null);
    if (file.size > MAX_BYTES) {
      setFileError("The file is larger than 5 MB: split it and import each part");
      return;
    }
    try {
      ask({ csv: await file.text() });
    } catch {
      setFileError("Could not read that file");
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files[0]);
  };

  const shown = preview.data;
  const mappingOf = (p: ImportPreview) => Object.fromEntries(p.mapping.map((m) => [m.field, m.column]));
  const busy = preview.isPending || run.isPending;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Import invoices and clients</DialogTitle>
        <DialogDescription>
          From a CSV export of Midday, Invoice Ninja or Stripe. You see what will be imported first; nothing is
          emailed, and nothing is imported while a line is wrong.
        </DialogDescription>
      </DialogHeader>

      <div
        className={cn(
          "grid place-items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm",
          dragging ? "border-primary bg-primary/5" : "border-input",
        )}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="import-drop-zone"
      >
        <FileUp className="size-6 text-muted-foreground" aria-hidden />
        <p>{fileName ? <span className="font-medium">{fileName}</span> : "Drop the CSV file here, or"}</p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label="CSV export to import"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            void readFile(file);
          }}
        />
        <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={busy}>
          {fileName ? "Choose another file" : "Choose a file"}
        </Button>
      </div>

      {fileError && (
        <p role="alert" className="text-sm text-destructive">
          {fileError}
        </p>
      )}

      {choices && request && !shown && (
        <div className="grid gap-1">
          <label htmlFor={formatId} className="text-sm font-medium">
            Which export is it?
          </label>
          <select
            id={formatId}
            className="h-10 rounded-md border border-input bg-card px-3 text-sm"
            defaultValue=""
            disabled={busy}
            onChange={(e) => e.target.value && ask({ csv: request.csv, format: e.target.value })}
          >
            <option value="">Choose the format…</option>
            {choices.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      )}

      {preview.isPending && !shown && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> Reading the file…
        </p>
      )}

      {shown && request && (
        <div className={cn("grid gap-4", preview.isPending && "opacity-60")} aria-busy={preview.isPending}>
          <div className="grid gap-1">
            <label htmlFor={formatId} className="text-sm font-medium">
              Format
            </label>
            <select
              id={formatId}
              className="h-10 rounded-md border border-input bg-card px-3 text-sm"
              value={shown.format.id}
              disabled={busy}
              onChange={(e) => ask({ csv: request.csv, format: e.target.value })}
            >
              {shown.formats.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.label}
                </option>
              ))}
            </select>
            <p className="text-xs text-muted-foreground">
              {shown.format.detected ? "Recognised from the file's header row." : "Chosen by you."} Change any column
              below if it is not the right one.
            </p>
          </div>
          <PreviewSummary preview={shown} />
          <ImportErrors preview={shown} />
          <MappingTable
            preview={shown}
            disabled={busy}
            onChange={(field, column) =>
              // The format stays as it was told: detected again, or the one the owner chose.
              ask({ csv: request.csv, format: request.format, mapping: { ...mappingOf(shown), [field]: column } })
            }
          />
          <PreviewRows preview={shown} />
        </div>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        {shown && request && (
          <Button
            disabled={!shown.ready || busy}
            onClick={() => run.mutate({ csv: request.csv, format: shown.format.id, mapping: mappingOf(shown) })}
          >
            {run.isPending && <Spinner />}
            {run.isPending ? "Importing…" : importLabel(shown)}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
