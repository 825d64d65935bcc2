import { BellRing, Mic, Receipt, Target, type LucideIcon } from "lucide-react";

const FEATURES: { title: string; body: string; icon: LucideIcon }[] = [
  {
    title: "Daily Focus Planner",
    body: "Every morning, the top 3 money moves for your day, ranked from your invoices, clients and content.",
    icon: Target,
  },
  {
    title: "Content-to-Post",
    body: "Record one voice note and get 5 captions plus 1 carousel, ready to schedule on your platforms.",
    icon: Mic,
  },
  {
    title: "Smart Admin",
    body: "Invoices, payment reminders, client onboarding and follow-ups that run without you chasing them.",
    icon: Receipt,
  },
  {
    title: "Priority Alerts",
    body: "Know when an invoice goes overdue or a lead goes quiet, and nudge them with one click.",
    icon: BellRing,
  },
];

const TEAM = [
  { name: "The Creator", job: "writes and schedules your content" },
  { name: "The Admin", job: "invoices and chases payments" },
  { name: "The Project Manager", job: "keeps your work in priority order" },
  { name: "The Strategist", job: "finds your next money moves" },
  { name: "The Analyst", job: "tracks what is working" },
];

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 border-y bg-card">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="max-w-2xl">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            The work of a small team, without the overhead
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Five team members, each with one job, working from the same picture of your business.
          </p>
        </div>

        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, body, icon: Icon }) => (
            <li key={title} className="rounded-xl border bg-background p-6 transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-base font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>

        <div className="mt-12 rounded-xl border border-dashed p-6">
          <h3 className="text-sm font-semibold">Meet the team</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {TEAM.map(({ name, job }) => (
              <li key={name} className="text-sm">
                <span className="block font-medium">{name}</span>
                <span className="text-muted-foreground">{job}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
