// Settings → Profile → 'Public address': the address every link for a client is built from, by the server,
// the terminal and cron runs alike (docs/decisions/321-one-public-address.md), and the choice to run
// locally (client emails may then carry an address on this computer). The server's first account changes it.
import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicAddressView } from "@core/instance/public-address";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { Field, FieldError } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";

const KEY = ["/api/instance/public-address"];

const STATE: Record<PublicAddressView["clientEmails"], string> = {
  ready: "Links in your clients' emails and invoices open this address.",
  local:
    "You run locally: links in your clients' emails point at this computer, so only you can open them. Set the address clients reach when they should.",
  held: "This address is on this computer, so your clients could not open its links: emails to clients are held until you set the address they reach, or choose to run locally.",
};

export function PublicAddressCard() {
  const queryClient = useQueryClient();
  const query = useQuery<PublicAddressView>({ queryKey: KEY });
  const [publicUrl, setPublicUrl] = useState("");
  const [runLocally, setRunLocally] = useState(false);
  useEffect(() => {
    if (!query.data) return;
    setPublicUrl(query.data.publicUrl);
    setRunLocally(query.data.runLocally);
  }, [query.data]);
  const save = useMutation({
    mutationFn: async () =>
      (await apiRequest("PUT", "/api/instance/public-address", { body: { publicUrl, runLocally } })).json(),
    onSuccess: (saved: PublicAddressView) => {
      queryClient.setQueryData(KEY, saved);
      toast({ title: "Public address saved", description: `Client links now open ${saved.publicUrl}.` });
    },
  });
  const error = save.error ? readApiError(save.error) : null;
  const fields = error?.fields ?? {};
  const data = query.data;
  const readOnly = !data?.canChange;

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
          <CardTitle as="h2">Public address</CardTitle>
          <CardDescription>
            The address your clients reach Microteam at: pay links, quotes and helpers' links are built from it, whether
            the email goes from here, the terminal or a scheduled run.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!data ? (
            <Skeleton className="h-20 w-full" />
          ) : (
            <>
              <Field
                label="Public address"
                htmlFor="public-url"
                error={fields.publicUrl}
                description={
                  readOnly
                    ? "The same for every account on this server: only its first account can change it."
                    : undefined
                }
              >
                <Input
                  id="public-url"
                  type="url"
                  inputMode="url"
                  placeholder="https://books.example.com"
                  value={publicUrl}
                  readOnly={readOnly}
                  onChange={(e) => setPublicUrl(e.target.value)}
                />
              </Field>
              <div className="flex items-start gap-3 text-sm">
                <Checkbox
                  id="run-locally"
                  checked={runLocally}
                  disabled={readOnly}
                  onCheckedChange={(on) => setRunLocally(on === true)}
                  aria-describedby="run-locally-description"
                  className="mt-0.5"
                />
                <div>
                  <Label htmlFor="run-locally">Run locally</Label>
                  <p id="run-locally-description" className="text-muted-foreground">
                    Client links may point at this computer (localhost), which only you can open.
                  </p>
                </div>
              </div>
              <p
                className={
                  data.clientEmails === "held"
                    ? "text-sm font-medium text-destructive"
                    : "text-sm text-muted-foreground"
                }
                data-testid="public-address-state"
              >
                {STATE[data.clientEmails]}
              </p>
              {error && !fields.publicUrl && <FieldError>{error.message}</FieldError>}
            </>
          )}
        </CardContent>
        {!readOnly && (
          <CardFooter className="justify-end border-t pt-6">
            <Button type="submit" disabled={save.isPending || !data}>
              {save.isPending && <Spinner />}
              Save public address
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}
