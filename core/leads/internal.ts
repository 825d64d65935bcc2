import type { Platform } from "../catalog";
import type { Services } from "../context";
import { prepared } from "../db";
import { notFound } from "../errors";
import { assertLinkCode } from "./code";

export interface LinkRow {
  id: string;
  userId: string;
  eventId: string;
  platform: Platform;
  title: string;
  businessName: string | null;
}

/** A tracked link by its public code, with its post's title and the owner's business name; else 404. */
export function findLink(services: Services, code: string): LinkRow {
  assertLinkCode(code);
  const row = prepared(services.db, "links:by-code", (d) =>
    d.$client.prepare<[string], LinkRow>(
      `select l.id, l.user_id as userId, l.event_id as eventId, l.platform, e.title, u.business_name as businessName
       from tracked_links l join events e on e.id = l.event_id join users u on u.id = l.user_id
       where l.code = ?`,
    ),
  ).get(code);
  if (!row) throw notFound("Link");
  return row;
}
