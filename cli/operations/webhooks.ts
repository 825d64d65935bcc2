import type { WebhookDeliveryView, WebhookEndpointView } from "@core/webhooks";
import type { ApiClient } from "../api/client";
import { query } from "../api/client";
import type { CliContext } from "../context";
import { usageError } from "../errors";
import { shortId } from "../format";
import type { Result } from "../output";
import type { Change } from "./change";

/** An endpoint by its full id, the short id the list shows, or its exact URL. */
async function findEndpoint(api: ApiClient, ref: string): Promise<WebhookEndpointView> {
  const all = await api.request<WebhookEndpointView[]>("GET", "/api/webhooks/endpoints");
  const found = all.filter((e) => e.id === ref || shortId(e.id) === ref || e.url === ref);
  if (found.length !== 1) {
    throw usageError(
      found.length ? `"${ref}" matches several endpoints.` : `No webhook endpoint "${ref}".`,
      "See them with `microteam webhooks`.",
    );
  }
  return found[0];
}

/** `microteam webhooks`: the endpoints, their events and whether they are on. */
export async function listWebhooks(ctx: CliContext): Promise<Result> {
  const list = await (await ctx.api()).request<WebhookEndpointView[]>("GET", "/api/webhooks/endpoints");
  return {
    kind: "table",
    columns: [
      { key: "url", label: "URL" },
      { key: "events", label: "Events" },
      { key: "state", label: "State" },
      { key: "id", label: "Id" },
    ],
    rows: list.map((e) => ({
      url: e.url,
      events: e.events.join(", "),
      state: e.enabled ? "on" : `off: ${e.disabledReason ?? ""}`,
      id: shortId(e.id),
    })),
    empty: "No webhook endpoints. Add one with `microteam webhooks add URL --events invoice.paid`.",
    data: list,
  };
}

export async function addWebhook(
  ctx: CliContext,
  input: { url: string; events: string[]; description?: string },
): Promise<Change> {
  const api = await ctx.api();
  return {
    question: `Send ${input.events.join(", ")} to ${input.url}?`,
    async run() {
      const created = await api.request<WebhookEndpointView & { secret: string }>(
        "POST",
        "/api/webhooks/endpoints",
        input,
      );
      return {
        kind: "lines",
        lines: [
          { text: `Added ${created.url} (id ${shortId(created.id)}).`, style: "ok" },
          { text: `Signing secret (shown this once; verify messages with it): ${created.secret}`, style: "bold" },
        ],
        data: created,
      };
    },
  };
}

export async function testWebhook(ctx: CliContext, ref: string): Promise<Change> {
  const api = await ctx.api();
  const endpoint = await findEndpoint(api, ref);
  return {
    question: `Send a test event to ${endpoint.url}?`,
    async run() {
      const sent = await api.request<{ message: string; deliveryId: string }>(
        "POST",
        `/api/webhooks/endpoints/${endpoint.id}/test`,
      );
      return {
        kind: "message",
        text: `${sent.message}. See its answer with \`microteam webhooks log\`.`,
        data: sent,
      };
    },
  };
}

export async function setWebhookEnabled(ctx: CliContext, ref: string, enabled: boolean): Promise<Change> {
  const api = await ctx.api();
  const endpoint = await findEndpoint(api, ref);
  return {
    question: `Turn ${enabled ? "on" : "off"} ${endpoint.url}?`,
    async run() {
      const saved = await api.request<WebhookEndpointView>("PATCH", `/api/webhooks/endpoints/${endpoint.id}`, {
        enabled,
      });
      return { kind: "message", text: `${saved.url} is ${saved.enabled ? "on" : "off"}.`, data: saved };
    },
  };
}

export async function removeWebhook(ctx: CliContext, ref: string): Promise<Change> {
  const api = await ctx.api();
  const endpoint = await findEndpoint(api, ref);
  return {
    question: `Remove ${endpoint.url} and its delivery log? It receives nothing more.`,
    async run() {
      await api.request("DELETE", `/api/webhooks/endpoints/${endpoint.id}`);
      return { kind: "message", text: `Removed ${endpoint.url}.`, data: { id: endpoint.id } };
    },
  };
}

/** `microteam webhooks log`: the newest deliveries with the receiver's HTTP status. */
export async function webhookLog(
  ctx: CliContext,
  options: { endpoint?: string; status?: string; limit?: number },
): Promise<Result> {
  const api = await ctx.api();
  const endpointId = options.endpoint ? (await findEndpoint(api, options.endpoint)).id : undefined;
  const page = await api.page<WebhookDeliveryView>(
    `/api/webhooks/deliveries${query({ endpointId, status: options.status, limit: options.limit ?? 20 })}`,
  );
  return {
    kind: "table",
    columns: [
      { key: "when", label: "When" },
      { key: "event", label: "Event" },
      { key: "status", label: "Status" },
      { key: "http", label: "HTTP", align: "right" },
      { key: "attempts", label: "Tries", align: "right" },
      { key: "error", label: "Error" },
    ],
    rows: page.items.map((d) => ({
      when: d.createdAt.slice(0, 16).replace("T", " "),
      event: d.eventType,
      status: d.status,
      http: d.responseStatus === null ? "" : String(d.responseStatus),
      attempts: String(d.attempts),
      error: d.status === "delivered" ? "" : (d.error ?? ""),
    })),
    empty: "Nothing sent yet. Try `microteam webhooks test ID`.",
    footer: page.total > page.items.length ? `Showing ${page.items.length} of ${page.total}.` : undefined,
    data: page.items,
  };
}
