// The public contact form's input and the owner's views of leads and of what each post brought.
import { z } from "zod";
import { PLATFORMS } from "../catalog";
import { isPlainText, isSingleLine, noControlCharacters } from "../validation";

/**
 * POST /api/public/contact/{code}: name, email and message. `website` is a honeypot: a field people
 * never see (hidden by the page) that form-filling robots do fill in.
 */
export const LeadInput = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(200, { error: "Name must be at most 200 characters" })
    .refine(isSingleLine, noControlCharacters),
  email: z
    .string({ error: "Please enter a valid email" })
    .trim()
    .max(254, { error: "Please enter a valid email" })
    .pipe(z.email({ error: "Please enter a valid email" }))
    .transform((v) => v.toLowerCase()),
  message: z
    .string({ error: "Message must be text" })
    .trim()
    .max(5000, { error: "Message must be at most 5,000 characters" })
    .refine(isPlainText, noControlCharacters)
    .optional()
    .nullable()
    .transform((v) => v || null),
  website: z.string().max(2000).optional().nullable(),
});
export type LeadInput = z.input<typeof LeadInput>;

/** POST /api/leads: a lead the owner records by hand (someone who called or wrote outside a post's link). */
export const NewLeadInput = LeadInput.omit({ website: true });
export type NewLeadInput = z.input<typeof NewLeadInput>;

/** Where a lead came from: a post's platform, or `manual` when the owner recorded them by hand. */
export const LEAD_SOURCES = [...PLATFORMS, "manual"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** What the contact page shows: the business's name, nothing else of the owner. */
export const ContactPageView = z.object({ businessName: z.string().nullable() });
export type ContactPageView = z.infer<typeof ContactPageView>;

/** POST /api/public/contact/{code}. */
export const LeadReceived = z.object({ received: z.boolean() });

export const LeadView = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    message: z.string().nullable(),
    status: z.enum(["new", "client"]),
    platform: z
      .enum(LEAD_SOURCES)
      .describe("The platform of the post that brought the lead, or manual: recorded by the owner by hand"),
    post: z
      .object({ id: z.string(), title: z.string() })
      .nullable()
      .describe("The post that brought the lead; null when that post has since been deleted"),
    client: z.object({ id: z.string(), name: z.string() }).nullable(),
    won: z
      .boolean()
      .describe("This lead made the client (a client the post won), rather than finding one already there"),
    createdAt: z.string(),
  })
  .meta({ id: "LeadView" });
export type LeadView = z.infer<typeof LeadView>;

/** POST /api/leads/{id}/client: the lead, and whether a new client was made (else an existing one was linked). */
export const LeadConverted = LeadView.extend({ clientCreated: z.boolean() });

/** What tracked links brought, in the owner's currency: clicks, leads, clients won, revenue paid. */
export const LinkFigures = z.object({
  clicks: z.number().int(),
  leads: z.number().int(),
  clientsWon: z.number().int(),
  revenue: z.string().describe("Paid by the clients won, decimal string as the API writes money"),
});
export type LinkFigures = z.infer<typeof LinkFigures>;

const PlatformFigures = LinkFigures.extend({ platform: z.enum(PLATFORMS) });

export const PostAttributionView = LinkFigures.extend({
  postId: z.string(),
  title: z.string(),
  publishedAt: z.string().nullable().describe("The post's scheduled or published time"),
  status: z.string(),
  platforms: z.array(PlatformFigures),
});
export type PostAttributionView = z.infer<typeof PostAttributionView>;

export const LinkSummaryView = z.object({
  currency: z.string(),
  totals: LinkFigures.extend({ postsWithLinks: z.number().int() }),
  platforms: z.array(PlatformFigures),
});
export type LinkSummaryView = z.infer<typeof LinkSummaryView>;

/** DELETE /api/leads/{id}. */
export const LeadDeleted = z.object({ deleted: z.boolean() });
