import { Hono } from "hono";
import { z } from "zod";
import type { Clock } from "@core/clock";
import { parseInput } from "@core/validation";
import type { AppEnv } from "../env";
import { readJson } from "../http";
import { describeRoutes } from "../openapi/describe";

export type SettableClock = Clock & { set(d: Date | string): void };

const ClockInput = z.object({ now: z.iso.datetime({ error: "now must be an ISO date-time" }) });

const testClockDocs = describeRoutes("Testing", {
  get: { summary: "The server's clock", access: "public", description: "Only with `MICROTEAM_TEST_CLOCK=1`." },
  put: {
    summary: "Move the server's clock",
    access: "public",
    body: ClockInput,
    description: "Only with `MICROTEAM_TEST_CLOCK=1` (browser tests).",
  },
});

/**
 * Browser tests move time ("the invoice is now 3 days late"). Mounted only when the server starts
 * with MICROTEAM_TEST_CLOCK=1; a normal start has no such route.
 */
export function testClockRoutes(clock: SettableClock) {
  return new Hono<AppEnv>()
    .get("/", testClockDocs.get, (c) => c.json({ now: clock.now().toISOString() }, 200))
    .put("/", testClockDocs.put, async (c) => {
      const { now } = parseInput(ClockInput, await readJson(c));
      clock.set(now);
      return c.json({ now: clock.now().toISOString() }, 200);
    });
}
