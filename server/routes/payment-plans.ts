// Payment plans (docs/decisions/213-payment-plans.md): an invoice's instalments, set, read, removed,
// and the even split a new plan starts from.
import { Hono } from "hono";
import { getPaymentPlan, removePaymentPlan, setPaymentPlan, proposePaymentPlan } from "@core/invoices";
import type { AppEnv } from "../env";
import { readJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";
import { paymentPlanDocs } from "./payment-plans.docs";

export const paymentPlanRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:id/payment-plan", paymentPlanDocs.getByIdPaymentPlan, (c) =>
    c.json(getPaymentPlan({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .get("/:id/payment-plan/proposal", paymentPlanDocs.getByIdPaymentPlanProposal, (c) =>
    c.json(proposePaymentPlan({ ctx: ownerContext(c), id: c.req.param("id"), query: c.req.query() }), 200),
  )
  .put("/:id/payment-plan", paymentPlanDocs.putByIdPaymentPlan, async (c) =>
    c.json(setPaymentPlan({ ctx: ownerContext(c), id: c.req.param("id"), input: await readJson(c) }), 200),
  )
  .delete("/:id/payment-plan", paymentPlanDocs.deleteByIdPaymentPlan, (c) =>
    c.json(removePaymentPlan({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  );
