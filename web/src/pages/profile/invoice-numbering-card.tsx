// Settings → Billing → 'Invoice numbers': spec 001's 'INV-' + a timestamp, or a sequence with a prefix
// (INV-0001…), kept by the server without gaps (core/invoices/numbering.ts).
import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NumberingView } from "@core/invoices/numbering";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";

const KEY = ["/api/invoices/numbering"];

export function InvoiceNumberingCard() {
  const queryClient = useQueryClient();
  const query = useQuery<NumberingView>({ queryKey: KEY });
  const [mode, setMode] = useState<NumberingView["mode"]>("timestamp");
  const [prefix, setPrefix] = useState("INV-");
  const [next, setNext] = useState("1");
  useEffect(() => {
    if (!query.data) return;
    setMode(query.data.mode);
    setPrefix(query.data.prefix);
    setNext(String(query.data.nextNumber));
  }, [query.data]);
  const save = useMutation({
    mutationFn: async () =>
      (await apiRequest("PUT", "/api/invoices/numbering", { body: { mode, prefix, nextNumber: Number(next) } })).json(),
    onSuccess: (saved: NumberingView) => {
      queryClient.setQueryData(KEY, saved);
      toast({ title: "Invoice numbers updated", description: `Your next invoice will be ${saved.preview}.` });
    },
  });
  const fields = save.error ? (readApiError(save.error).fields ?? {}) : {};

  return (
    <Card>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <CardHeader>
          <CardTitle as="h2">Invoice numbers</CardTitle>
          <CardDescription>
            {query.data ? `Your next invoice will be ${query.data.preview}.` : "How new invoices are numbered."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!query.data ? (
            <Skeleton className="h-20 w-full" />
          ) : (
            <>
              <Field label="Numbering" htmlFor="numbering-mode">
                <select
                  id="numbering-mode"
                  className="h-10 rounded-md border border-input bg-card px-3 text-sm"
                  value={mode}
                  onChange={(e) => setMode(e.target.value as NumberingView["mode"])}
                >
                  <option value="timestamp">INV- and the time (INV-1764000000000)</option>
                  <option value="sequential">A sequence with a prefix (INV-0001)</option>
                </select>
              </Field>
              {mode === "sequential" && (
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label="Prefix" htmlFor="numbering-prefix" error={fields.prefix}>
                    <Input id="numbering-prefix" value={prefix} onChange={(e) => setPrefix(e.target.value)} />
                  </Field>
                  <Field label="Next number" htmlFor="numbering-next" error={fields.nextNumber}>
                    <Input
                      id="numbering-next"
                      inputMode="numeric"
                      value={next}
                      onChange={(e) => setNext(e.target.value.replace(/\D/g, ""))}
                    />
                  </Field>
                </div>
              )}
            </>
          )}
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" disabled={save.isPending || !query.data}>
            {save.isPending && <Spinner />}
            Save numbering
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
