import { Hono } from "hono";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  getWebhookEndpoint,
  listWebhookEndpoints,
  listWebhookEvents,
  sendTestWebhook,
  updateWebhookEndpoint,
} from "@core/webhooks";
import type { AppEnv } from "../env";
import { webhookEndpointDocs } from "./webhooks.docs";
import { readJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";
import { sendPage } from "../paging";

/** Webhooks out (docs/decisions/160-webhooks-out.md): endpoints, a test send, the delivery log. */
export const webhookEndpointRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/events", webhookEndpointDocs.getEvents, (c) => c.json(listWebhookEvents(), 200))
  .get("/deliveries", webhookEndpointDocs.getDeliveries, (c) =>
    sendPage(c, listWebhookDeliveries({ ctx: ownerContext(c), query: c.req.query() })),
  )
  .get("/endpoints", webhookEndpointDocs.getEndpoints, (c) =>
    c.json(listWebhookEndpoints({ ctx: ownerContext(c) }), 200),
  )
  .post("/endpoints", webhookEndpointDocs.postEndpoints, async (c) =>
    c.json(await createWebhookEndpoint({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  )
  .get("/endpoints/:id", webhookEndpointDocs.getEndpointsById, (c) =>
    c.json(getWebhookEndpoint({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .patch("/endpoints/:id", webhookEndpointDocs.patchEndpointsById, async (c) =>
    c.json(await updateWebhookEndpoint({ ctx: ownerContext(c), id: c.req.param("id"), input: await readJson(c) }), 200),
  )
  .delete("/endpoints/:id", webhookEndpointDocs.deleteEndpointsById, (c) =>
    c.json(deleteWebhookEndpoint({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .post("/endpoints/:id/test", webhookEndpointDocs.postEndpointsByIdTest, (c) =>
    c.json(sendTestWebhook({ ctx: ownerContext(c), id: c.req.param("id") }), 202),
  );
