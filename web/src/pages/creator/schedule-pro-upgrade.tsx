// The Pro upgrade section (spec 001 §2, §6): for owners who are neither Pro nor on trial, three locked
// 'Pro Only' cards, each with Upgrade → /checkout?tier=pro.
import { Bot, Layers, Sparkles } from "lucide-react";
import { ProTeasers, type ProTeaser } from "@web/components/page/pro-teasers";
import { useAuth } from "@web/hooks/useAuth";

const CARDS: ProTeaser[] = [
  { title: "Unlimited Content Batching", description: "Schedule as many posts ahead as you like (Starter keeps 10 at a time).", icon: Layers },
  { title: "Advanced Smart Admin", description: "Client onboarding and follow-up sequences that run on their own.", icon: Bot },
  { title: "AI Business Suggestion Feed", description: "Daily suggestions from your leads, invoices and posting schedule.", icon: Sparkles },
];

export function ProUpgradeSection() {
  const { user } = useAuth();
  if (!user || user.plan.pro) return null;
  return <ProTeasers id="pro-upgrade-title" title="Upgrade to Pro" teasers={CARDS} testId="pro-upgrade" columns={3} />;
}
