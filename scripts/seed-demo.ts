// npm run seed:demo — a demo owner with a realistic small business, so a newcomer sees a full
// dashboard at once. Dates are relative to today; running it again replaces the demo owner.
// `npm run seed:demo -- --scale` adds a real owner's volume on top (issue 10: 1,000 clients,
// 10,000 invoices, 5,000 tasks, 2,000 posts), as the benchmarks use.
import { eq } from "drizzle-orm";
import { signUp } from "../core/auth/sign-up";
import { createClient } from "../core/clients/create";
import { asOwner } from "../core/context";
import {
  clients,
  contentAssets,
  contentSources,
  events,
  invoices,
  publishQueue,
  tasks,
  users,
} from "../core/db/schema";
import { createInvoice } from "../core/invoices/create";
import { createTask } from "../core/tasks/create";
import { completeOnboarding } from "../core/users/complete-onboarding";
import { addDays, todayIn } from "../core/time";
import { stderrLogger } from "../core/log/logger";
import { runDemoLocally } from "../core/instance";
import { loadConfig } from "../server/config";
import { createServices } from "../server/services";
import { ISSUE_SCALE, seedScale } from "./seed/scale";
import { seedLinks } from "./seed/links";
import { seedTeam } from "./seed/team";

const DEMO_EMAIL = process.env.DEMO_EMAIL ?? "demo@microteam.local";
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "demo-ledger-harbor";
const AT_SCALE = process.argv.includes("--scale");

const config = loadConfig();
const services = await createServices(config, { log: stderrLogger });
const { db } = services;
// The demo delegates a task and queues emails: their links need an address clients may be sent.
const addressChosen = runDemoLocally(services, { explicit: config.publicUrlFromEnv, fallback: config.publicUrl });
const timeZone = process.env.DEMO_TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? "UTC";

const existing = db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL)).get();
if (existing) db.delete(users).where(eq(users.id, existing.id)).run();

const user = await signUp({
  services,
  input: { email: DEMO_EMAIL, password: DEMO_PASSWORD, firstName: "Olive", lastName: "Martin" },
});
const ctx = asOwner(services, user.id);
completeOnboarding({
  ctx,
  input: {
    businessName: "Olive Martin Consulting",
    businessNiche: "Consulting & Professional Services",
    businessDescription: "Brand and growth strategy for independent shops and studios.",
    website: "https://olivemartin.example.com",
    socialMediaPlatforms: ["linkedin", "instagram"],
    linkedinProfile: "https://linkedin.com/in/olive-martin",
    instagramHandle: "@olive.consults",
    defaultHourlyRate: "95",
    defaultCurrency: "USD",
    paymentTerms: "30",
    primaryGoals: ["Streamline invoicing process", "Generate more leads", "Create consistent content"],
    contentFrequency: "few-times-week",
    automationLevel: "moderate",
    timeZone,
  },
});

const now = services.clock.now();
const today = todayIn(timeZone, now);
const DAY = 86_400_000;
const monthStart = `${today.slice(0, 7)}-01`;
const thisMonth = (daysAgo: number) => {
  const d = addDays(today, -daysAgo);
  return d < monthStart ? monthStart : d;
};
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

const people = [
  {
    name: "Acme Ltd",
    email: "billing@acme.example",
    company: "Acme",
    businessNiche: "E-commerce & Retail",
    phone: "+1 555 0101",
  },
  { name: "Globex Corporation", email: "ap@globex.example", company: "Globex", businessNiche: "Technology & Software" },
  { name: "Initech", email: "finance@initech.example", company: "Initech", businessNiche: "Technology & Software" },
  {
    name: "Umbrella Health",
    email: "accounts@umbrella.example",
    company: "Umbrella",
    businessNiche: "Health & Wellness",
  },
  {
    name: "Stark Studio",
    email: "hello@stark.example",
    company: "Stark Studio",
    businessNiche: "Creative Services & Design",
  },
  { name: "Wayne Consulting", email: "bruce@wayne.example", company: "Wayne", businessNiche: "Finance & Accounting" },
  { name: "Jane Doe", email: "jane@doe.example", businessNiche: "Real Estate", phone: "+1 555 0199" },
  { name: "Bluth Bakery", email: "orders@bluth.example", company: "Bluth's", businessNiche: "Food & Beverage" },
];
const c = Object.fromEntries(people.map((p) => [p.name, createClient({ ctx, input: p })]));
// When each relationship last had contact (the idle-client rule looks at this).
const lastContact: Record<string, number> = {
  "Acme Ltd": 12,
  "Globex Corporation": 6,
  Initech: 3,
  "Umbrella Health": 8,
  "Stark Studio": 2,
  "Wayne Consulting": 10,
  "Jane Doe": 34,
  "Bluth Bakery": 47,
};
for (const [name, days] of Object.entries(lastContact)) {
  db.update(clients)
    .set({ lastContactDate: daysAgo(days), createdAt: daysAgo(200) })
    .where(eq(clients.id, c[name].id))
    .run();
}

let n = 0;
const invoice = (client: string, amount: string, dueDate: string, description: string, status?: "draft" | "pending") =>
  createInvoice({
    ctx,
    input: { clientId: c[client].id, amount, dueDate, description, status, invoiceNumber: `INV-${1000 + ++n}` },
  });
// Sent a few weeks before it was paid, as a real ledger reads (the Strategist's days to get paid).
const paid = (id: string, paidDate: string, daysToPay = 21) =>
  db
    .update(invoices)
    .set({ status: "paid", paidDate, sentAt: new Date(Date.parse(`${addDays(paidDate, -daysToPay)}T10:00:00Z`)) })
    .where(eq(invoices.id, id))
    .run();

// Emailed to the client on 30-day terms (the focus engine chases only invoices the client received).
const sent = (id: string, days: number) =>
  db
    .update(invoices)
    .set({ sentAt: daysAgo(days) })
    .where(eq(invoices.id, id))
    .run();

sent(invoice("Acme Ltd", "2400", addDays(today, -9), "Brand strategy workshop (2 days)").id, 39);
const globex = invoice("Globex Corporation", "1850", addDays(today, -3), "Website copy, phase 2");
db.update(invoices)
  .set({ status: "overdue", sentAt: daysAgo(33) })
  .where(eq(invoices.id, globex.id))
  .run();
sent(invoice("Initech", "3200", addDays(today, 2), "Go-to-market plan").id, 28);
sent(invoice("Umbrella Health", "950", addDays(today, 20), "Monthly advisory retainer").id, 10);
invoice("Stark Studio", "1200", addDays(today, 30), "Portfolio review and positioning", "draft");
paid(invoice("Wayne Consulting", "4500", addDays(today, -4), "Quarterly growth review").id, thisMonth(2));
paid(invoice("Globex Corporation", "700", addDays(today, -12), "Launch email sequence").id, thisMonth(5));
paid(invoice("Acme Ltd", "1600", addDays(today, -35), "Customer interviews").id, addDays(monthStart, -6), 38);
paid(invoice("Jane Doe", "1200", addDays(today, -60), "Listing copy for 4 properties").id, addDays(today, -58));
paid(invoice("Bluth Bakery", "800", addDays(today, -90), "Menu photography direction").id, addDays(today, -85));

for (const t of [
  {
    title: "Prepare Q1 proposal for Initech",
    category: "Sales",
    priority: "high",
    dueDate: addDays(today, 1),
    businessImpact: "$6,000 project",
    estimatedTime: 90,
  },
  {
    title: "Renew professional liability insurance",
    category: "Admin",
    priority: "high",
    dueDate: addDays(today, 5),
    estimatedTime: 30,
  },
  {
    title: "Reconcile this month's expenses",
    category: "Finance",
    priority: "medium",
    dueDate: today,
    estimatedTime: 45,
  },
  {
    title: "Write the Acme case study",
    category: "Marketing",
    priority: "medium",
    businessImpact: "Wins referrals",
    estimatedTime: 60,
  },
  {
    title: "Draft the monthly newsletter",
    category: "Content",
    priority: "low",
    dueDate: addDays(today, 6),
    estimatedTime: 40,
  },
] as const) {
  createTask({ ctx, input: t });
}
const done = createTask({ ctx, input: { title: "Send onboarding pack to Stark Studio", category: "Clients" } });
db.update(tasks)
  .set({ completed: true, completedAt: daysAgo(1) })
  .where(eq(tasks.id, done.id))
  .run();

const source = db
  .insert(contentSources)
  .values({ userId: user.id, type: "questions", title: "Why small shops should raise prices", status: "completed" })
  .returning()
  .get();
const posts = [
  { title: "LinkedIn: 3 signs it is time to raise your prices", platform: "linkedin", inHours: 20 },
  { title: "Instagram: behind the scenes of a brand workshop", platform: "instagram", inHours: 50 },
  { title: "LinkedIn: what a $2,400 workshop actually delivers", platform: "linkedin", inHours: 98 },
];
for (const p of posts) {
  const asset = db
    .insert(contentAssets)
    .values({ contentSourceId: source.id, type: "caption", content: p.title, platform: p.platform })
    .returning()
    .get();
  const when = new Date(now.getTime() + p.inHours * 3_600_000);
  db.insert(publishQueue).values({ contentAssetId: asset.id, scheduledDate: when }).run();
  db.insert(events)
    .values({
      userId: user.id,
      type: "content_post",
      title: p.title,
      description: p.title,
      status: "scheduled",
      startDate: when,
      endDate: when,
      relatedId: asset.id,
      relatedType: "content_asset",
      metadata: { platforms: [p.platform], contentAssetId: asset.id },
    })
    .run();
}

await seedTeam(ctx);
seedLinks(ctx, now, c["Bluth Bakery"].id);

if (AT_SCALE) seedScale(db, user.id, ISSUE_SCALE, now, today);

db.$client.close();
console.log(`Demo owner ${existing ? "replaced" : "created"} in ${config.databasePath}`);
console.log(addressChosen);
console.log(`  email:    ${DEMO_EMAIL}`);
console.log(`  password: ${DEMO_PASSWORD}`);
console.log(`  8 clients, 10 invoices (overdue, due soon, draft, paid), 6 tasks, 3 scheduled posts`);
console.log(`  8 workflows with their steps (2 delegated to a helper), suggestions from the demo's figures`);
console.log(`  3 published posts with tracked links: 93 clicks, 6 leads, 1 client won (Bluth Bakery, $800 paid)`);
if (AT_SCALE) {
  const scale = ISSUE_SCALE;
  console.log(
    `  at scale: + ${scale.clients} clients, ${scale.invoices} invoices, ${scale.tasks} tasks, ${scale.posts} posts`,
  );
}
console.log(`Start the app (npm start) and sign in at http://localhost:${config.port}/api/login`);
