// The rule about posting: fewer posts in four weeks than the owner's plan.
import { finding, plural, type Rule } from "./rule";

export const postingPlan: Rule = (f) => {
  const target = 4 * f.content.plannedPerWeek;
  if (f.owner.platforms <= 0 || target <= 0 || f.content.postsInWindow >= target) return null;
  return finding(
    "content",
    {
      title: `${f.content.postsInWindow} of ${target} planned posts in four weeks`,
      impact: f.content.postsInWindow * 2 < target ? "medium" : "low",
      difficulty: "medium",
      description: `Your plan is ${plural(f.content.plannedPerWeek, "post")} a week; the last 3 weeks and the coming week have ${plural(f.content.postsInWindow, "post")}. Consistency is what the platforms reward.`,
      businessImpact: "More reach from the same ideas",
      timeToImplement: 45,
      specificSteps: [
        "Pick one question clients asked you this month",
        "Answer the five questions in The Creator to draft captions and a carousel",
        "Schedule them across next week in one sitting",
      ],
    },
    {
      title: `Batch-create ${plural(target - f.content.postsInWindow, "post")} in one sitting`,
      description: "One sitting with The Creator turns one idea into a week of posts.",
      reasoning: `${f.content.postsInWindow} posts against a plan of ${target} over four weeks.`,
      priority: "medium",
      category: "growth",
      taskCategory: "Content",
      estimatedTime: 45,
      potentialImpact: "A consistent posting week",
    },
  );
};
