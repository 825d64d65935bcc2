// The public contact form's input and the owner's views of leads and of what each post brought.
import { z } from "zod";
import type { Platform } from "../catalog";
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

/** What the contact page shows: the business's name, nothing else of the owner. */
export interface ContactPageView {
  businessName: string | null;
}

export interface LeadView {
  id: string;
  name: string;
  email: string;
  message: string | null;
  /** new | client */
  status: "new" | "client";
  platform: Platform;
  /** The post that brought the lead; null when that post has since been deleted. */
  post: { id: string; title: string } | null;
  client: { id: string; name: string } | null;
  /** This lead made the client (a client the post won), rather than finding one already there. */
  won: boolean;
  createdAt: string;
}

/** What tracked links brought, in the owner's currency: clicks, leads, clients won, revenue paid. */
export interface LinkFigures {
  clicks: number;
  leads: number;
  clientsWon: number;
  /** Paid by the clients won, decimal string as the API writes money. */
  revenue: string;
}

export interface PostAttributionView extends LinkFigures {
  postId: string;
  title: string;
  /** The post's scheduled or published time. */
  publishedAt: string | null;
  status: string;
  platforms: (LinkFigures & { platform: Platform })[];
}

export interface LinkSummaryView {
  currency: string;
  totals: LinkFigures & { postsWithLinks: number };
  platforms: (LinkFigures & { platform: Platform })[];
}
