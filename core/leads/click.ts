// GET /l/{code}: a click through a post's tracked link. It always redirects to the owner's contact
// page (a preview or a robot still sees where the link goes), but only a person's first click within
// CLICK_REPEAT_MS is counted: link-preview robots (user agents isbot knows, or none at all), browser
// prefetches and HEAD requests are not clicks, and a reload is not a second visitor.
import { isbot } from "isbot";
import type { Services } from "../context";
import { prepared } from "../db";
import { findLink } from "./internal";

/** A visitor's repeat clicks on one link within this window count once. */
export const CLICK_REPEAT_MS = 30 * 60_000;

export interface ClickRequest {
  method: string;
  /** The client's address (server/middleware/client-address.ts); only its keyed hash is stored. */
  address: string;
  userAgent: string | undefined;
  /** The Purpose / Sec-Purpose / X-Moz headers a browser sends with a prefetch. */
  purpose: string | undefined;
}

/** Why a request is not a click (null: it is one). */
export function notAClick(request: ClickRequest): string | null {
  if (request.method !== "GET") return "not a GET";
  if (request.purpose && /prefetch|prerender|preview/i.test(request.purpose)) return "prefetch";
  if (!request.userAgent?.trim()) return "no user agent";
  if (isbot(request.userAgent)) return "robot";
  return null;
}

/** Records the click when it counts; answers the contact page's path, or 404 for any other code. */
export function followLink({ services, code, request }: { services: Services; code: string; request: ClickRequest }): {
  location: string;
  counted: boolean;
} {
  const link = findLink(services, code);
  const location = `/contact/${code}`;
  if (notAClick(request)) return { location, counted: false };
  const visitorKey = services.secrets.mac("link-visitor", `${request.address}|${request.userAgent}`).slice(0, 22);
  const now = services.clock.now().getTime();
  const counted = services.db.transaction(() => {
    const recent = prepared(services.db, "links:recent-click", (d) =>
      d.$client
        .prepare<[string, string, number], number>(
          "select 1 from link_clicks where link_id = ? and visitor_key = ? and clicked_at > ? limit 1",
        )
        .pluck(),
    ).get(link.id, visitorKey, now - CLICK_REPEAT_MS);
    if (recent) return false;
    prepared(services.db, "links:insert-click", (d) =>
      d.$client.prepare(
        "insert into link_clicks (id, user_id, link_id, visitor_key, clicked_at) values (?, ?, ?, ?, ?)",
      ),
    ).run(crypto.randomUUID(), link.userId, link.id, visitorKey, now);
    return true;
  });
  return { location, counted };
}
