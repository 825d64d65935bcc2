// Core's modules from the bottom up: a module may import only the modules listed before it (and only
// through their face). Kernel first (no business), then storage and the adapters, the context that
// carries them, the delivery queue, then the business modules in the order they build on each other,
// and last the composition root that ties them together (docs/architecture.md "Modules").
export const CORE_MODULES = [
  // the kernel
  "errors",
  "clock",
  "money",
  "time",
  "process-clock-zones",
  "process-clock",
  "catalog",
  "answers",
  "server-config",
  "log",
  "secrets",
  "validation",
  "pdf",
  // storage and the outside services' adapters
  "db",
  "cache",
  "events",
  "ai",
  "payments",
  "social",
  // what every verb receives, files, lists, and the durable delivery of what leaves the product
  "context",
  "instance",
  "storage",
  "paging",
  "delivery",
  // the owner: notifications, plan, sign-in, the home currency and rates, profile, email
  "notifications",
  "billing",
  "auth",
  "currency",
  "users",
  "mail",
  // the business
  "clients",
  "tasks",
  "invoices",
  "reminders",
  "quotes",
  "recurring",
  "time-entries",
  "smart-admin",
  "client-portal",
  "imports",
  // leads from the owner's contact page and tracked links, then the Creator (designs, content, posts,
  // publishing, approvals, social analytics: one module), and the team's work
  "leads",
  "creator",
  "workflows",
  "delegation",
  "support",
  // reading across the business
  "focus",
  "strategist",
  "analyst",
  "assistant",
  "webhooks",
  // the owner's data as a whole, and the composition root
  "account",
  "backup",
  "composition",
];

// Files another module, the server or the terminal may import directly besides the face, like a
// package's `exports` subpaths: `microteam focus` right after a write answers from
// core/focus/local-briefing.ts and must not load whole modules (zod, drizzle; decision 310), so what it
// reads of core is reached file by file. Each entry imports only light things itself
// (core/focus/local-briefing-imports.test.ts, cli/focus-fast-path.test.ts). The terminal's other
// commands are bundled in chunks of their own (scripts/build-cli.mjs), and a face brings its whole
// module into the chunk of a command that names it (esbuild splits by the files a command reaches, not
// by the names it uses): what they read of a module they do not otherwise load is an entry here too.
export const LIGHT_ENTRIES = [
  "core/analyst/calendar.ts",
  "core/cache/owner-cache.ts",
  "core/clients/fields.ts",
  "core/currency/currencies.ts",
  "core/currency/format.ts",
  "core/currency/home.ts",
  "core/db/migrations-folder.ts",
  "core/db/prepared.ts",
  "core/db/revision.ts",
  "core/db/table-revisions.ts",
  "core/focus/local-briefing.ts",
  "core/invoices/delivery.ts",
  "core/invoices/money-periods.ts",
  "core/invoices/received.ts",
  "core/invoices/summary.ts",
  "core/invoices/templates.ts",
  "core/mail/state.ts",
  "core/time-entries/duration.ts",
  "core/users/greeting.ts",
  "core/users/peek-owner.ts",
  "core/users/today.ts",
  "core/workflows/value.ts",
];

// Files the server and the terminal load on demand, with import(), so that what they need loads only
// when it is needed: a face would load its whole module with them (the Stripe SDK; a command's chunk,
// see above). Only an import() (or a test) may name them.
export const ON_DEMAND_ENTRIES = [
  // the chat's model client (cli/chat/start.ts)
  "core/ai/engine.ts",
  // `microteam init`'s checks as the owner types (cli/operations/init.ts)
  "core/auth/password-strength.ts",
  "core/auth/schemas.ts",
  "core/users/schemas.ts",
  // `microteam backup` and `microteam restore` (cli/operations/backup.ts)
  "core/backup/backup.ts",
  "core/backup/restore.ts",
  // the Stripe SDK, only when Stripe's keys are set (server/services.ts)
  "core/payments/stripe.ts",
];
