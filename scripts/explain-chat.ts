// `npx tsx scripts/explain-chat.ts [--set DIR] "text" …`: how the offline understanding reads each
// text against a set's fixture: what it found, the masked sentence, the classifier's top guesses and
// the intent. For working on the understanding (cli/chat/understand/); changes nothing.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OwnerVocabulary } from "@core/assistant";
import { todayIn } from "@core/time";
import { openDatabase } from "../core/db/client";
import { entitiesOf } from "../cli/chat/understand/entities";
import { readClause, understand } from "../cli/chat/understand/understand";
import { loadHeldOut, readFixture } from "../test/chat-heldout/load";

const args = process.argv.slice(2);
const at = args.indexOf("--set");
const dir = at >= 0 ? args.splice(at, 2)[1] : "test/chat-heldout";
const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-explain-"));
const baseFile = path.join(baseDir, "base.db");
openDatabase(baseFile, { migrate: true }).$client.close();
process.env.MICROTEAM_TEST_BASE_DB = baseFile;
const fixture = readFixture(path.resolve(dir));
const { ctx } = await loadHeldOut(fixture);
const vocabulary = await (await ctx.api()).request<OwnerVocabulary>("GET", "/api/assistant/vocabulary");
const now = ctx.now();
const setting = {
  now,
  timeZone: fixture.owner.timeZone,
  today: todayIn(fixture.owner.timeZone, now),
  entities: entitiesOf(vocabulary),
};
for (const text of args) {
  const { clause, ranked } = readClause(text, setting);
  console.log(`\n${text}`);
  for (const f of clause.found) {
    const v = f.value as { entities?: { name: string }[] };
    console.log(
      `  ${clause.kept.includes(f) ? "*" : " "} ${f.slot.padEnd(9)} "${text.slice(f.index, f.end)}"${v.entities ? ` → ${v.entities.map((e) => e.name).join(" | ")}` : ""} ${f.score?.toFixed(2) ?? ""}`,
    );
  }
  console.log(`  masked: ${clause.masked}`);
  console.log(`  ranked: ${ranked.slice(0, 4).map((r) => `${r.intent} ${r.p.toFixed(2)}`).join(", ")}`);
  console.log(`  intent: ${JSON.stringify(understand(text, setting).intent)}`);
}
fs.rmSync(baseDir, { recursive: true, force: true });
