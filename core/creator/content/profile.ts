import type { OwnerContext } from "../../context";
import { prepared } from "../../db";
import type { BusinessProfile } from "./brief";

/** What the writer knows of the business (onboarding and Settings → Profile). */
export function businessProfile(ctx: OwnerContext): BusinessProfile {
  const row = prepared(ctx.db, "content:profile", (d) =>
    d.$client.prepare<
      [string],
      {
        firstName: string | null;
        businessName: string | null;
        niche: string | null;
        description: string | null;
        goals: string | null;
        website: string | null;
      }
    >(
      `select first_name as firstName, business_name as businessName, business_niche as niche,
        business_description as description, primary_goals as goals, website from users where id = ?`,
    ),
  ).get(ctx.userId);
  let goals: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row?.goals ?? "[]");
    if (Array.isArray(parsed)) goals = parsed.filter((g): g is string => typeof g === "string");
  } catch {
    goals = [];
  }
  return {
    firstName: row?.firstName?.trim() || null,
    businessName: row?.businessName?.trim() || null,
    niche: row?.niche?.trim() || null,
    description: row?.description?.trim() || null,
    goals,
    website: row?.website?.trim() || null,
  };
}
