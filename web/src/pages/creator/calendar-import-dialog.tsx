// Bulk scheduling from a CSV file: text, platforms, date, time (title and approval optional). Errors
// come back by line and nothing is scheduled until every line is good.
import { useId, useState } from "react";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useRefreshPosts } from "./schedule-data";

export function ImportPostsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const refresh = useRefreshPosts();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const upload = useSingleFlightMutation({
    mutationFn: async (csv: string) => (await apiRequest("POST", "/api/events/import", { body: { csv } })).json() as Promise<{ message: string }>,
    onSuccess: (result) => {
      toast({ title: "Posts Scheduled", description: result.message });
      setProblems([]);
      setFile(null);
      void refresh();
      onOpenChange(false);
    },
    onError: (error) => {
      const api = readApiError(error);
      setProblems(api.fields ? Object.entries(api.fields).map(([k, v]) => `${k}: ${v}`) : [api.message]);
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import posts from CSV</DialogTitle>
          <DialogDescription>
            One post per line with a header row: <code>text,platforms,date,time</code> (platforms separated by ;, date
            YYYY-MM-DD, time HH:MM in your time zone; optional <code>title</code> and <code>approval</code> yes/no). Nothing
            is scheduled unless every line is good.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={id}>CSV file</Label>
          <input id={id} type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="text-sm" />
        </div>
        {problems.length > 0 && (
          <ul role="alert" className="max-h-48 list-disc overflow-y-auto pl-5 text-sm text-destructive" data-testid="import-errors">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button disabled={!file || upload.isPending} onClick={async () => file && upload.mutate(await file.text())}>
            {upload.isPending && <Spinner />}
            Import
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
