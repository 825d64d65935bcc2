import { Hono } from "hono";
import {
  addExampleWorkflows,
  createWorkflow,
  deleteWorkflow,
  getWorkflowView,
  listWorkflows,
  listWorkflowSteps,
  updateWorkflow,
} from "@core/workflows";
import { listNextSteps } from "@core/focus";
import type { AppEnv } from "../env";
import { workflowDocs } from "./workflows.docs";
import { readJson } from "../http";
import { sendPage } from "../paging";
import { ownerContext, requireUser } from "../middleware/auth";

/** The Project Manager (spec 001 §7): workflows, their steps, and the open steps ranked by the focus engine. */
export const workflowRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", workflowDocs.get, (c) => sendPage(c, listWorkflows({ ctx: ownerContext(c), query: c.req.query() })))
  .post("/", workflowDocs.post, async (c) =>
    c.json(createWorkflow({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  )
  .post("/examples", workflowDocs.postExamples, (c) => {
    const result = addExampleWorkflows({ ctx: ownerContext(c) });
    return c.json(result, result.created > 0 ? 201 : 200);
  })
  .get("/next-steps", workflowDocs.getNextSteps, (c) =>
    sendPage(c, listNextSteps({ ctx: ownerContext(c), query: c.req.query() })),
  )
  .get("/:id", workflowDocs.getById, (c) => c.json(getWorkflowView(ownerContext(c), c.req.param("id")), 200))
  .put("/:id", workflowDocs.putById, async (c) =>
    c.json(updateWorkflow({ ctx: ownerContext(c), id: c.req.param("id"), input: await readJson(c) }), 200),
  )
  .delete("/:id", workflowDocs.deleteById, (c) =>
    c.json(deleteWorkflow({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .get("/:id/steps", workflowDocs.getByIdSteps, (c) =>
    sendPage(c, listWorkflowSteps({ ctx: ownerContext(c), id: c.req.param("id"), query: c.req.query() })),
  );
