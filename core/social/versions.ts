// The platform API versions the product calls, and when each stops working (decision 319). LinkedIn
// versions are YYYYMM and each is served about a year; Meta's Graph API versions (Facebook Pages and
// Instagram) are vNN.0 and each is served at least two years. A sunset version is refused outright
// (LinkedIn answers 426 NONEXISTENT_VERSION), so the product says so itself before the day: within
// SUNSET_WARNING_DAYS of the sunset, or past it, `microteam status`, Settings → Social Media and the
// server's start-up log carry the same sentence (socialVersionStatuses, the one function they draw).
// The dates are copied from the pages below (read 2026-11-28; docs/platforms.md lists them).

export type VersionedApi = "linkedin" | "graph";

/** Warn this many days before a version's sunset. */
export const SUNSET_WARNING_DAYS = 60;

interface ApiVersions {
  /** Who the owner knows it as. */
  label: string;
  /** The environment variable that chooses the version. */
  setting: string;
  /** The version the product calls by default (DEFAULT_SOCIAL). */
  current: string;
  /** Where the sunset dates are published. */
  source: string;
  /** Known versions and the day each stops working (YYYY-MM-DD; null: not announced yet). */
  sunsets: Record<string, string | null>;
}

export const API_VERSIONS: Record<VersionedApi, ApiVersions> = {
  linkedin: {
    label: "LinkedIn API",
    setting: "LINKEDIN_API_VERSION",
    current: "202603",
    source: "https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations",
    // LinkedIn Marketing API migrations table ("API Migration Status"). No 202512 is listed.
    sunsets: {
      "202603": "2027-03-16",
      "202602": "2027-02-15",
      "202601": "2027-01-15",
      "202511": "2026-11-16",
      "202510": "2026-10-15",
      "202411": "2025-11-17",
      "202410": "2025-10-15",
    },
  },
  graph: {
    label: "Meta Graph API (Facebook and Instagram)",
    setting: "GRAPH_API_VERSION",
    current: "v26.0",
    source: "https://developers.facebook.com/docs/graph-api/changelog/versions/",
    // Graph API changelog, "Available Until" / "Expiration Date".
    sunsets: {
      "v26.0": null,
      "v25.0": "2028-07-29",
      "v24.0": "2028-02-18",
      "v23.0": "2027-10-08",
      "v22.0": "2027-05-20",
      "v21.0": "2027-01-21",
      "v20.0": "2026-09-24",
      "v19.0": "2026-05-21",
      "v18.0": "2026-01-26",
    },
  },
};

export interface VersionStatus {
  api: VersionedApi;
  label: string;
  setting: string;
  /** The version configured. */
  version: string;
  /** The day it stops working (YYYY-MM-DD), or null when not announced. */
  sunset: string | null;
  /** True when the date is worked out from the platform's policy, not read from its table. */
  estimated: boolean;
  /** Whole days from today to the sunset (negative once past), or null. */
  daysLeft: number | null;
  /**
   * ok; ending: within SUNSET_WARNING_DAYS; ended: past its sunset (or not a version); unreleased: a
   * LinkedIn version later than this month (refused like a retired one); unknown: a Graph version newer
   * than the newest the table knows (check it).
   */
  state: "ok" | "ending" | "ended" | "unreleased" | "unknown";
  /** What the owner should do, when state is not ok. */
  message: string | null;
}

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * A version missing from the table: LinkedIn's YYYYMM is served about a year (its sunsets fall mid-month
 * a year on: the 15th is used); a Graph version older than the table's oldest has expired, a newer
 * one has no date yet.
 */
function estimate(api: VersionedApi, version: string): string | null {
  if (api === "linkedin") {
    const m = /^(\d{4})(\d{2})(?:\.\d+)?$/.exec(version);
    return m ? `${Number(m[1]) + 1}-${m[2]}-15` : null;
  }
  const n = Number(/^v(\d+)\.\d+$/.exec(version)?.[1]);
  const known = Object.keys(API_VERSIONS.graph.sunsets).map((v) => Number(/^v(\d+)/.exec(v)![1]));
  return Number.isFinite(n) && n < Math.min(...known) ? "2026-01-26" : null;
}

/** How each platform writes a version: LinkedIn's YYYYMM (or YYYYMM.RR), Graph's vNN.N. */
const VERSION_SHAPE: Record<VersionedApi, { pattern: RegExp; example: string }> = {
  linkedin: { pattern: /^\d{4}(0[1-9]|1[0-2])(\.\d{2})?$/, example: "202603" },
  graph: { pattern: /^v\d+\.\d+$/, example: "v26.0" },
};

const yearMonth = (now: Date) => `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, "0")}`;

const graphNumber = (version: string) => Number(/^v(\d+)\.\d+$/.exec(version)?.[1]);
const newestGraph = () =>
  Object.keys(API_VERSIONS.graph.sunsets).reduce((a, b) => (graphNumber(b) > graphNumber(a) ? b : a));

/**
 * A version that cannot be served yet: a LinkedIn YYYYMM later than this month (not released: LinkedIn
 * refuses it as it refuses a sunset one), or a Graph version newer than the newest in the table (a typo,
 * or a release after this table was written: unknown, to check).
 */
function aheadOfKnown(api: VersionedApi, version: string, now: Date): "unreleased" | "unknown" | null {
  if (api === "linkedin") return version.slice(0, 6) > yearMonth(now) ? "unreleased" : null;
  return graphNumber(version) > graphNumber(newestGraph()) ? "unknown" : null;
}

/** What a retired version does (docs/platforms.md, "API versions"). */
const RETIRED: Record<VersionedApi, string> = {
  linkedin: "every call with it is refused",
  graph: "Meta answers its calls with the oldest version it still serves, and what was removed since then fails",
};

/** Where one configured version stands on `now`. */
export function versionStatus(api: VersionedApi, version: string, now: Date): VersionStatus {
  const table = API_VERSIONS[api];
  const shape = VERSION_SHAPE[api];
  if (!shape.pattern.test(version)) {
    // Not a version at all ("abc", "2026-03", "26"): the platform refuses every call, as for a retired one.
    return {
      api,
      label: table.label,
      setting: table.setting,
      version,
      sunset: null,
      estimated: false,
      daysLeft: null,
      state: "ended",
      message: `${table.setting}=${version} is not a ${table.label} version (they look like ${shape.example}): every call with it is refused; set ${table.setting} to ${table.current} and restart the server`,
    };
  }
  const ahead = aheadOfKnown(api, version, now);
  if (ahead) {
    return {
      api,
      label: table.label,
      setting: table.setting,
      version,
      sunset: null,
      estimated: false,
      daysLeft: null,
      state: ahead,
      message:
        ahead === "unreleased"
          ? `${table.label} version ${version} is not released yet (LinkedIn releases at most one a month, and this month is ${yearMonth(now)}): every call with it is refused; set ${table.setting} to ${table.current} and restart the server`
          : `${table.setting}=${version} is an unknown version: check it at ${table.source} (the newest this Microteam knows is ${newestGraph()}); if Meta does not serve it, every call is refused: set ${table.setting} to ${table.current} and restart the server`,
    };
  }
  const listed = Object.prototype.hasOwnProperty.call(table.sunsets, version);
  const sunset = listed ? table.sunsets[version] : estimate(api, version);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysLeft = sunset ? Math.round((day(sunset) - today) / DAY) : null;
  const state = daysLeft === null ? "ok" : daysLeft <= 0 ? "ended" : daysLeft <= SUNSET_WARNING_DAYS ? "ending" : "ok";
  const newer = table.current !== version && daysLeft !== null && (table.sunsets[table.current] ?? "9999") > sunset!;
  const fix = newer
    ? `set ${table.setting} to ${table.current} (or a newer active one) and restart the server`
    : `set ${table.setting} to a newer active version (${table.source}) and restart the server`;
  const when = estimated(listed, sunset) ? `about ${sunset}` : sunset;
  const message =
    state === "ended"
      ? `${table.label} version ${version} was retired on ${when}: ${RETIRED[api]}; ${fix}`
      : state === "ending"
        ? `${table.label} version ${version} is retired on ${when} (in ${daysLeft} day${daysLeft === 1 ? "" : "s"}); ${fix}`
        : null;
  return {
    api,
    label: table.label,
    setting: table.setting,
    version,
    sunset,
    estimated: estimated(listed, sunset),
    daysLeft,
    state,
    message,
  };
}

const estimated = (listed: boolean, sunset: string | null) => !listed && sunset !== null;

/** Both configured versions on `now`: what status, Settings and the start-up log show. */
export function socialVersionStatuses(
  settings: { linkedinVersion: string; graphVersion: string },
  now: Date,
): VersionStatus[] {
  return [versionStatus("linkedin", settings.linkedinVersion, now), versionStatus("graph", settings.graphVersion, now)];
}

/**
 * The sentence for a call refused because the version is retired (the platform said so); `version`
 * when the caller knows which one it sent.
 */
export function retiredVersionFix(api: VersionedApi, version?: string, now: Date = new Date()): string {
  const table = API_VERSIONS[api];
  const to = table.current !== version ? table.current : "a newer version";
  // Refused because it is ahead of the platform, not behind it: a LinkedIn month not released yet.
  if (version && aheadOfKnown(api, version, now) === "unreleased")
    return `${table.label} version ${version} is not released yet: set ${table.setting} to ${to} and restart the server`;
  return `${table.label} version ${version ?? "in use"} is no longer active: set ${table.setting} to ${to} and restart the server`;
}
