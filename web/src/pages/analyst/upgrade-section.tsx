// Spec 001 §2, §6: owners neither Pro nor on trial see 'Upgrade to Pro for Advanced Analytics' with
// two teasers. Who is Pro is the server's answer (isPro), not worked out here.
import { LineChart, UserPlus } from "lucide-react";
import { ProTeasers, type ProTeaser } from "@web/components/page/pro-teasers";

const TEASERS: ProTeaser[] = [
  {
    title: "Advanced analytics with trend predictions",
    description: "Next month's revenue forecast from your own months, with the range it will likely fall in.",
    icon: LineChart,
  },
  {
    title: "Task delegation to a VA or teammates",
    description: "Hand a task to a helper by email; see who has it and when it was done.",
    icon: UserPlus,
  },
];

export function AnalyticsUpgrade() {
  return (
    <ProTeasers
      id="analytics-upgrade-title"
      title="Upgrade to Pro for Advanced Analytics"
      teasers={TEASERS}
      testId="analytics-upgrade"
      columns={2}
    />
  );
}
