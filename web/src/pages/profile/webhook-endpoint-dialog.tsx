import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WebhookEventType } from "@core/webhooks/events";
import type { WebhookEndpointView } from "@core/webhooks/schemas";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Field, FieldError } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { apiRequest, readApiError } from "@web/lib/queryClient";

export const ENDPOINTS_KEY = ["/api/webhooks/endpoints"] as const;
export const EVENTS_KEY = ["/api/webhooks/events"] as const;

interface EventInfo {
  type: WebhookEventType;
  description: string;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint to change; absent: a new one. */
  endpoint?: WebhookEndpointView | null;
  /** A new endpoint was added: its secret, to show once. */
  onCreated?: (created: WebhookEndpointView & { secret: string }) => void;
}

/** Add or change a webhook endpoint: its address, a note, and the events it receives. */
export function WebhookEndpointDialog({ open, onOpenChange, endpoint, onCreated }: Props) {
  const queryClient = useQueryClient();
  const events = useQuery<EventInfo[]>({ queryKey: EVENTS_KEY });
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [chosen, setChosen] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!open) return;
    setUrl(endpoint?.url ?? "");
    setDescription(endpoint?.description ?? "");
    // The server took only event types when they were saved.
    setChosen((endpoint?.events ?? []) as WebhookEventType[]);
    setErrors({});
  }, [open, endpoint]);

  const save = useMutation({
    mutationFn: async () => {
      const body = { url, description: description || null, events: chosen };
      const res = endpoint
        ? await apiRequest("PATCH", "/api/webhooks/endpoints/{id}", { path: { id: endpoint.id }, body })
        : await apiRequest("POST", "/api/webhooks/endpoints", { body });
      return (await res.json()) as WebhookEndpointView & { secret?: string };
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY });
      onOpenChange(false);
      if (saved.secret) onCreated?.(saved as WebhookEndpointView & { secret: string });
    },
    onError: (error) => {
      const problem = readApiError(error);
      setErrors(problem.fields ?? { form: problem.message });
    },
  });

  const toggle = (type: WebhookEventType, on: boolean) =>
    setChosen((list) => (on ? [...new Set([...list, type])] : list.filter((t) => t !== type)));

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent>
        <form
          noValidate
          className="grid gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            setErrors({});
            save.mutate();
          }}
        >
          <DialogHeader>
            <DialogTitle>{endpoint ? "Edit endpoint" : "Add a webhook endpoint"}</DialogTitle>
            <DialogDescription>
              Microteam POSTs a signed JSON message (Standard Webhooks) to this address when the events you choose
              happen.
            </DialogDescription>
          </DialogHeader>
          <Field label="Endpoint URL" htmlFor="webhook-url" error={errors.url}>
            <Input
              id="webhook-url"
              type="url"
              inputMode="url"
              placeholder="https://example.com/webhooks/microteam"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              aria-invalid={!!errors.url}
              autoFocus
            />
          </Field>
          <Field label="Description" htmlFor="webhook-description" optional error={errors.description}>
            <Input
              id="webhook-description"
              placeholder="e.g. Bookkeeping sync"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Events</legend>
            {events.isLoading ? (
              <Spinner />
            ) : (
              (events.data ?? []).map((event) => (
                <label key={event.type} className="flex items-start gap-3 text-sm">
                  <Checkbox
                    checked={chosen.includes(event.type)}
                    onCheckedChange={(on) => toggle(event.type, on === true)}
                    aria-label={event.type}
                    className="mt-0.5"
                  />
                  <span>
                    <span className="font-mono">{event.type}</span>
                    <span className="block text-muted-foreground">{event.description}</span>
                  </span>
                </label>
              ))
            )}
            {errors.events && <FieldError>{errors.events}</FieldError>}
          </fieldset>
          {errors.form && (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner />}
              {endpoint ? "Save" : "Add endpoint"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
