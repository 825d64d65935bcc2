// 'Import CSV' (a file picker, sent as JSON {csv}) and 'Export CSV' (a download of the server's file).
import { useId, useRef, useState, type ChangeEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { toastError, useRefreshBusinessData } from "@web/lib/business-data";

interface ImportProblem {
  where: string;
  message: string;
}

/** `{"line 3: name": "Name is required", "file": "..."}` → readable rows. */
function problemsFrom(fields: Record<string, string> | undefined, fallback: string): ImportProblem[] {
  const entries = Object.entries(fields ?? {});
  if (entries.length === 0) return [{ where: "File", message: fallback }];
  return entries.map(([key, message]) => {
    const line = /^line (\d+): (.+)$/i.exec(key);
    const where = line ? `Line ${line[1]}, ${line[2]}` : key === "file" ? "File" : key;
    return { where, message };
  });
}

export function CsvActions() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [fileName, setFileName] = useState("");
  const refresh = useRefreshBusinessData();

  const importCsv = useMutation({
    mutationFn: async (csv: string) => {
      const res = await apiRequest("POST", "/api/clients/import", { body: { csv } });
      return (await res.json()) as { imported: number; message: string };
    },
    onSuccess: (result) => {
      toast({ title: "Import complete", description: result.message });
      void refresh();
    },
    onError: (error) => {
      const api = readApiError(error);
      if (api.status === 400) setProblems(problemsFrom(api.fields, api.message));
      else toastError(api.message || "Failed to import clients");
    },
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset, so choosing the same (fixed) file again fires another change.
    event.target.value = "";
    if (!file) return;
    setFileName(file.name);
    try {
      importCsv.mutate(await file.text());
    } catch {
      toastError("Could not read that file");
    }
  };

  return (
    <>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-label="Import clients from a CSV file"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => void onFile(e)}
      />
      <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={importCsv.isPending}>
        {importCsv.isPending ? <Spinner /> : <Upload aria-hidden />}
        {importCsv.isPending ? "Importing..." : "Import CSV"}
      </Button>
      <Button asChild variant="outline">
        <a href="/api/clients/export" download="clients.csv">
          <Download aria-hidden />
          Export CSV
        </a>
      </Button>

      <Dialog open={!!problems} onOpenChange={(open) => !open && setProblems(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Import failed</DialogTitle>
            <DialogDescription>
              Nothing was imported{fileName ? ` from ${fileName}` : ""}. Fix these rows and import the file again.
            </DialogDescription>
          </DialogHeader>
          <ul className="grid max-h-72 gap-2 overflow-y-auto" aria-label="Import errors">
            {problems?.map((p) => (
              <li
                key={`${p.where}-${p.message}`}
                className="rounded-md border border-destructive/20 bg-destructive/5 px-3 py-2 text-sm"
              >
                <span className="font-medium">{p.where}:</span> {p.message}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            The first row must be a header with a <code>name</code> column; <code>email</code>, <code>company</code>,{" "}
            <code>phone</code> and <code>businessNiche</code> are optional.
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Close</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
