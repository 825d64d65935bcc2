// The Creator in the terminal: `microteam posts` (what is coming), `microteam post "text" --on linkedin
// --at "tomorrow 9am"` (schedules, confirmed like every change) and `microteam publish --due` (the
// posts whose time has come go out now; safe from cron beside the server).
import { query } from "../api/client";
import { resolveDateTime } from "../chat/intents/when";
import type { CliContext } from "../context";
import { usageError } from "../errors";
import { plural, shortId } from "../format";
import type { Result } from "../output";
import type { Change } from "./change";

export const POST_PLATFORMS = ["twitter", "linkedin", "facebook", "instagram"] as const;

interface PostRow {
  id: string;
  title: string;
  description: string;
  status: string;
  platforms: string[];
  scheduledDate: string | null;
  scheduledTime: string | null;
  approval: { status: string | null };
  deliveries: { platform: string; status: string; error: string | null; remoteUrl: string | null }[];
}

const STATUS: Record<string, string> = {
  scheduled: "scheduled",
  publishing: "publishing",
  ready: "ready to post by hand",
  published: "published",
  completed: "published",
  failed: "failed",
};

function when(p: Pick<PostRow, "scheduledDate" | "scheduledTime">): string {
  if (!p.scheduledDate || !p.scheduledTime) return "";
  const [h, m] = p.scheduledTime.split(":").map(Number);
  const day = new Date(`${p.scheduledDate}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return `${day} ${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

const localToday = (now: Date) => {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** `microteam posts`: what is coming, soonest first (today on), a page at a time; `--all` every post. */
export async function listPosts(
  ctx: CliContext,
  options: { all?: boolean; limit?: number; cursor?: string } = {},
): Promise<Result> {
  const { limit = 20, cursor, all } = options;
  const path = `/api/events${query({ sort: all ? "-startDate" : "startDate", from: all ? undefined : localToday(ctx.now()), limit, cursor })}`;
  const page = await (await ctx.api()).page<PostRow>(path);
  const next = page.nextCursor
    ? ` Next page: microteam posts${all ? " --all" : ""} --limit ${limit} --cursor ${page.nextCursor}.`
    : "";
  return {
    kind: "table",
    columns: [
      { key: "when", label: "When" },
      { key: "title", label: "Post" },
      { key: "platforms", label: "On" },
      { key: "status", label: "Status" },
      { key: "id", label: "Id" },
    ],
    rows: page.items.map((p) => ({
      when: when(p),
      title: p.title,
      platforms: p.platforms.join(", "),
      status:
        (STATUS[p.status] ?? p.status) +
        (p.status === "scheduled" && p.approval.status && p.approval.status !== "approved"
          ? " (awaiting approval)"
          : "") +
        (p.status === "failed" ? `: ${p.deliveries.find((d) => d.status === "failed")?.error ?? ""}` : ""),
      id: shortId(p.id),
    })),
    empty: all
      ? 'No posts yet. Schedule one: microteam post "text" --on linkedin --at "tomorrow 9am"'
      : 'Nothing scheduled from today on. Schedule one: microteam post "text" --on linkedin --at "tomorrow 9am"',
    footer: page.total > page.items.length ? `Showing ${page.items.length} of ${page.total}.${next}` : undefined,
    data: page.items,
  };
}

export interface NewPost {
  text: string;
  on?: string;
  at?: string;
  approval?: boolean;
}

/** Reads the platforms (comma or space separated; x is twitter) and the time, or a usage error. */
export function readPost(input: NewPost, now: Date) {
  const text = input.text.trim();
  if (!text) throw usageError('Say what to post: microteam post "text" --on linkedin --at "tomorrow 9am"');
  const platforms = [
    ...new Set(
      (input.on ?? "linkedin")
        .toLowerCase()
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map((p) => (p === "x" ? "twitter" : p)),
    ),
  ];
  const unknown = platforms.filter((p) => !(POST_PLATFORMS as readonly string[]).includes(p));
  if (unknown.length || platforms.length === 0) {
    throw usageError(
      `Unknown platform${unknown.length === 1 ? "" : "s"}: ${unknown.join(", ") || "none"}. Use ${POST_PLATFORMS.join(", ")}.`,
    );
  }
  const at = resolveDateTime(input.at ?? "tomorrow 9am", now);
  if (!at)
    throw usageError(
      `I could not read the time "${input.at}". Try "tomorrow 9am", "friday 14:30" or "2026-11-25 10:00".`,
    );
  return { text, platforms, ...at };
}

/** `microteam post "text" --on linkedin --at "tomorrow 9am"`: schedules after a yes. */
export async function schedulePostChange(ctx: CliContext, input: NewPost): Promise<Change> {
  const post = readPost(input, ctx.now());
  const api = await ctx.api();
  const preview = post.text.length > 60 ? `${post.text.slice(0, 57)}…` : post.text;
  return {
    question: `Schedule "${preview}" on ${post.platforms.join(", ")} for ${when({ scheduledDate: post.date, scheduledTime: post.time })}${input.approval ? " (held for approval)" : ""}?`,
    async run() {
      const created = await api.request<PostRow>("POST", "/api/events", {
        content: post.text,
        platforms: post.platforms,
        scheduledFor: post.date,
        scheduledTime: post.time,
        needsApproval: input.approval || undefined,
      });
      return {
        kind: "message",
        text: `Scheduled for ${when(created)} on ${created.platforms.join(", ")} (id ${shortId(created.id)}).`,
        data: created,
      };
    },
  };
}

interface Released {
  postIds: string[];
  released: number;
  queued: number;
  manual: number;
  inFlight: number;
  message: string;
}

/**
 * `microteam publish --due`: the posts whose time has come are released now. On the local file this
 * process publishes them (there may be no server); remotely the server's workers do.
 */
export async function publishDue(ctx: CliContext): Promise<Result> {
  const api = await ctx.api();
  const released = await api.request<Released>("POST", "/api/posts/publish-due");
  // Posts left to the owner's hands are listed too, with what to do (nothing to deliver for them).
  if (!api.drainDeliveries || (released.queued === 0 && released.inFlight === 0 && released.manual === 0)) {
    return {
      kind: "message",
      text: released.message + (api.mode === "remote" && released.queued ? "; the server is publishing them" : "."),
      data: released,
    };
  }
  await api.drainDeliveries();
  const posts = await Promise.all(released.postIds.map((id) => api.request<PostRow>("GET", `/api/events/${id}`)));
  const outcomes = posts.flatMap((p) => p.deliveries.map((d) => ({ ...d, title: p.title })));
  const published = outcomes.filter((d) => d.status === "published").length;
  const manual = outcomes.filter((d) => d.status === "manual");
  const failed = outcomes.filter((d) => d.status === "failed");
  const waiting = outcomes.filter((d) => d.status === "queued");
  const lines = [
    `${released.message}.`,
    ...(published ? [`${plural(published, "platform post")} published.`] : []),
    ...failed.map((d) => `Failed: "${d.title}" on ${d.platform}: ${d.error}`),
    ...manual.map(
      (d) => `Ready to post by hand: "${d.title}" on ${d.platform} (no token); then mark it as posted in the web app.`,
    ),
    ...(waiting.length
      ? [`${plural(waiting.length, "post")} will be retried by the server or the next \`microteam publish --due\`.`]
      : []),
  ];
  return { kind: "message", text: lines.join("\n"), data: { ...released, failed } };
}
