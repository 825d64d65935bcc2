import { Hono } from "hono";
import { getPublicAddress, setPublicAddress } from "@core/instance";
import type { AppEnv } from "../env";
import { readJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";
import { instanceDocs } from "./instance.docs";

/** What belongs to the whole server: the address clients reach it at (decision 321). */
export const instanceRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/public-address", instanceDocs.getPublicAddress, (c) => c.json(getPublicAddress({ ctx: ownerContext(c) }), 200))
  .put("/public-address", instanceDocs.putPublicAddress, async (c) =>
    c.json(setPublicAddress({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  );
