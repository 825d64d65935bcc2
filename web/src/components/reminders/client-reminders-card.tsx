// A client's page → 'Reminders': pause every reminder (and late fee) for this client, or give them a
// schedule of their own (PUT /api/reminders/clients/{id}).
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import { Switch } from "@web/components/ui/switch";
import { toast } from "@web/hooks/use-toast";
import type { ApiBody } from "@web/lib/api-client";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { OwnScheduleForm } from "./own-schedule-form";

interface ClientReminders {
  clientId: string;
  schedule: { steps: number[]; repeatEvery: number | null } | null;
  description: string | null;
  paused: boolean;
}

/** What "Give them their own schedule" starts from. */
const DEFAULT_SCHEDULE = { steps: [1, 3, 7], repeatEvery: null };

export function ClientRemindersCard({ clientId, clientName }: { clientId: string; clientName: string }) {
  const key = ["/api/reminders/clients", clientId];
  const queryClient = useQueryClient();
  const query = useQuery<ClientReminders>({
    queryKey: key,
    queryFn: async () => (await apiRequest("GET", "/api/reminders/clients/{id}", { path: { id: clientId } })).json(),
  });
  const [editing, setEditing] = useState(false);
  const change = useMutation({
    mutationFn: async (body: ApiBody<"PUT", "/api/reminders/clients/{id}">) =>
      (await apiRequest("PUT", "/api/reminders/clients/{id}", { path: { id: clientId }, body })).json() as Promise<ClientReminders>,
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: ["/api/reminders/invoices"] });
      setEditing(false);
      toast({
        title: "Reminders updated",
        description: saved.paused
          ? `Reminders are paused for ${clientName}.`
          : saved.description
            ? `${clientName}: ${saved.description}.`
            : `${clientName} follows your schedule.`,
      });
    },
  });
  const data = query.data;
  const fields = change.error ? (readApiError(change.error).fields ?? {}) : {};

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <BellRing className="size-4" aria-hidden />
          Reminders
        </CardTitle>
        <CardDescription>
          {!data
            ? "How this client is reminded to pay."
            : data.schedule
              ? `Their own schedule: ${data.description}.`
              : "They follow your schedule (Settings → Billing → Reminders)."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!data ? (
          <Skeleton className="h-12 w-full" />
        ) : (
          <>
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="client-reminders-paused">Pause reminders and late fees for {clientName}</Label>
              <Switch
                id="client-reminders-paused"
                checked={data.paused}
                disabled={change.isPending}
                onCheckedChange={(paused) => change.mutate({ paused })}
              />
            </div>
            {editing ? (
              <OwnScheduleForm
                id="client-schedule"
                initial={data.schedule ?? DEFAULT_SCHEDULE}
                fields={fields}
                pending={change.isPending}
                onSave={(schedule) => change.mutate({ schedule })}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    change.reset();
                    setEditing(true);
                  }}
                >
                  {data.schedule ? "Change their schedule" : "Give them their own schedule"}
                </Button>
                {data.schedule && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ schedule: null })}
                  >
                    Use your schedule
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
