// The social analytics job: for every connected platform whose figures are older than
// SOCIAL_REFRESH_HOURS, read followers, posts, engagement and reach through the platform's adapter and
// keep them in social_stats. A pair is claimed first (its tried_at moved in one BEGIN IMMEDIATE
// statement), so two servers never read the same account twice in a round; the network call happens
// outside any transaction.
import { PLATFORMS, type Platform } from "../../catalog";
import type { Services } from "../../context";
import { prepared } from "../../db";
import { freshCredentials, TOKEN_COLUMN, recordTokenVerdict } from "../publishing";
import { readFailure } from "./messages";
import { socialAdapter, PlatformError, type PlatformAnalytics, type SocialAdapter } from "../../social";

/** Figures older than this are read again by the job. */
export const SOCIAL_REFRESH_HOURS = 6;
/** Accounts read per run of the job: the rest wait for the next run. */
export const SOCIAL_REFRESH_BATCH = 50;

const HOUR = 3_600_000;

const DUE_SQL = PLATFORMS.map(
  (p) => `select u.id as userId, '${p}' as platform from users u
    left join social_stats s on s.user_id = u.id and s.platform = '${p}'
    where ${TOKEN_COLUMN[p]} is not null and (s.tried_at is null or s.tried_at < @stale)`,
).join(" union all ");

const CLAIM_SQL = `insert into social_stats (user_id, platform, tried_at) values (@userId, @platform, @now)
  on conflict(user_id, platform) do update set tried_at = excluded.tried_at
  where social_stats.tried_at < @stale`;

export interface RefreshOutcome {
  userId: string;
  platform: Platform;
  ok: boolean;
  error: string | null;
}

type Adapters = (platform: Platform) => SocialAdapter;

/** One run of the job: every due account, at most SOCIAL_REFRESH_BATCH. */
export async function runSocialAnalyticsJob(services: Services, adapters?: Adapters): Promise<RefreshOutcome[]> {
  const now = services.clock.now().getTime();
  const stale = now - SOCIAL_REFRESH_HOURS * HOUR;
  const due = prepared(services.db, "social:due", (d) =>
    d.$client.prepare<{ stale: number; limit: number }, { userId: string; platform: Platform }>(
      `${DUE_SQL} limit @limit`,
    ),
  ).all({ stale, limit: SOCIAL_REFRESH_BATCH });
  const outcomes: RefreshOutcome[] = [];
  for (const { userId, platform } of due) {
    if (!claim(services, userId, platform, now, stale)) continue;
    outcomes.push(await readOne(services, userId, platform, adapters));
  }
  return outcomes;
}

/**
 * The owner's 'Refresh now': their connected platforms read at once, unless read in the last
 * `minMinutes` (the platforms' rate limits are the owner's too).
 */
export async function refreshOwnerSocial(
  services: Services,
  userId: string,
  options: { minMinutes?: number; adapters?: Adapters } = {},
): Promise<RefreshOutcome[]> {
  const now = services.clock.now().getTime();
  const stale = now - (options.minMinutes ?? 5) * 60_000;
  const connected = prepared(services.db, "social:connected", (d) =>
    d.$client.prepare<[string], Record<Platform, number>>(
      `select ${PLATFORMS.map((p) => `${TOKEN_COLUMN[p]} is not null as ${p}`).join(", ")} from users u where u.id = ?`,
    ),
  ).get(userId);
  const outcomes: RefreshOutcome[] = [];
  for (const platform of PLATFORMS) {
    if (connected?.[platform] !== 1 || !claim(services, userId, platform, now, stale)) continue;
    outcomes.push(await readOne(services, userId, platform, options.adapters));
  }
  return outcomes;
}

function claim(services: Services, userId: string, platform: Platform, now: number, stale: number): boolean {
  const run = () =>
    prepared(services.db, "social:claim", (d) => d.$client.prepare(CLAIM_SQL)).run({ userId, platform, now, stale });
  return services.db.transaction(run).changes === 1;
}

async function readOne(
  services: Services,
  userId: string,
  platform: Platform,
  adapters?: Adapters,
): Promise<RefreshOutcome> {
  let figures: PlatformAnalytics;
  try {
    const credentials = await freshCredentials(services, userId, platform);
    if (!credentials) return record(services, userId, platform, null, "not connected");
    const adapter = adapters ? adapters(platform) : socialAdapter(services.settings.social, platform);
    figures = await adapter.readAnalytics(credentials);
  } catch (error) {
    if (error instanceof PlatformError) {
      const reason = readFailure(error);
      if (error.kind === "auth") recordTokenVerdict(services, userId, platform, { status: "refused", reason });
      return record(services, userId, platform, null, reason);
    }
    return record(
      services,
      userId,
      platform,
      null,
      "the stored token could not be read: enter it again in Settings → Social Media",
    );
  }
  recordTokenVerdict(services, userId, platform, { status: "ok" });
  return record(services, userId, platform, figures, null);
}

function record(
  services: Services,
  userId: string,
  platform: Platform,
  figures: PlatformAnalytics | null,
  error: string | null,
): RefreshOutcome {
  const now = services.clock.now().getTime();
  const clean = (n: number | null) => (n === null ? null : Math.max(0, Math.round(n)));
  if (figures) {
    prepared(services.db, "social:record", (d) =>
      d.$client.prepare(
        `update social_stats set followers = @followers, posts = @posts, engagement = @engagement, reach = @reach,
           fetched_at = @now, error = null where user_id = @userId and platform = @platform`,
      ),
    ).run({
      userId,
      platform,
      now,
      followers: clean(figures.followers),
      posts: clean(figures.posts),
      engagement: clean(figures.engagement),
      reach: clean(figures.reach),
    });
  } else {
    // The earlier figures stay; the refusal is kept beside them.
    prepared(services.db, "social:record-error", (d) =>
      d.$client.prepare("update social_stats set error = @error where user_id = @userId and platform = @platform"),
    ).run({ userId, platform, error });
  }
  return { userId, platform, ok: figures !== null, error };
}
