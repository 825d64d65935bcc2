// Reads a V8 .cpuprofile (node --cpu-prof) and sums where the time went over its last `windowMs`:
// self time per function and per file or package, and time including callees. Used by
// bench/profile-api.ts to show what one API read costs under load.
import fs from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  self: [string, number][];
  selfByFile: [string, number][];
  inclusive: [string, number][];
}

const shortUrl = (url: string, root: string) =>
  url
    .replace(/.*node_modules\/((@[^/]+\/)?[^/]+)\//, "$1/")
    .replace(`file://${root}/`, "")
    .replace(`${root}/`, "");

export function summariseProfile(file: string, root: string, windowMs = 0): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const from = windowMs ? profile.endTime - windowMs * 1000 : 0;
  const timeOf = new Map<number, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from) continue;
    timeOf.set(profile.samples[i], (timeOf.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const name = (n: ProfileNode) =>
    `${n.callFrame.functionName || "(anonymous)"} ${shortUrl(n.callFrame.url, root) || ""}`.trim();
  const self = new Map<string, number>();
  const selfByFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const [id, time] of timeOf) {
    total += time;
    const node = byId.get(id)!;
    self.set(name(node), (self.get(name(node)) ?? 0) + time);
    const fileKey =
      shortUrl(node.callFrame.url, root).replace(/^((@[^/]+\/)?[^/]+)\/.*$/, (m, pkg: string) =>
        node.callFrame.url.includes("node_modules") ? pkg : m,
      ) || node.callFrame.functionName;
    selfByFile.set(fileKey, (selfByFile.get(fileKey) ?? 0) + time);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const key = name(byId.get(cur)!);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + time);
    }
  }
  const sorted = (m: Map<string, number>) =>
    [...m].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, v / 1000] as [string, number]);
  return { totalMs: total / 1000, self: sorted(self), selfByFile: sorted(selfByFile), inclusive: sorted(inclusive) };
}
