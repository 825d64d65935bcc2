// Rules about the owner's time: late tasks, no workflow towards a goal, hours lost to admin.
import { adminHoursPerWeek } from "../patterns";
import { finding, plural, type Rule } from "./rule";

export const overdueTasks: Rule = (f) => {
  if (f.tasks.overdueOpen <= 0) return null;
  return finding(
    "overdue-tasks",
    {
      title: `${plural(f.tasks.overdueOpen, "task is", "tasks are")} past the due date`,
      impact: f.tasks.overdueOpen >= 5 ? "medium" : "low",
      difficulty: "easy",
      description:
        "Late tasks crowd out the ones that pay. Reschedule what can wait and hand off what someone else can do.",
      businessImpact: "A task list you can trust again",
      timeToImplement: 15,
      specificSteps: [
        "Open The Project Manager: steps are ranked by the money and time at stake",
        "Reschedule the low-value ones to a realistic date",
        "Delegate the ones a helper can do",
      ],
    },
    {
      title: `Reschedule or delegate ${plural(f.tasks.overdueOpen, "late task")}`,
      description: "Give each late task a realistic date, or hand it to a helper.",
      reasoning: `${plural(f.tasks.overdueOpen, "open task")} past the due date.`,
      priority: f.tasks.overdueOpen >= 5 ? "medium" : "low",
      category: "efficiency",
      taskCategory: "Admin",
      estimatedTime: 15,
      potentialImpact: null,
    },
  );
};

export const noWorkflow: Rule = (f) => {
  if (f.workflows.active !== 0) return null;
  return finding(
    "no-workflow",
    {
      title: "No strategic workflow is active",
      impact: "medium",
      difficulty: "easy",
      description: "A workflow turns a goal into steps that show up in your daily priorities.",
      businessImpact: "Progress on a goal every week",
      timeToImplement: 10,
      specificSteps: [
        "Add the example workflows below",
        "Keep the one or two that fit your goals and pause the rest",
        "Do the first step this week",
      ],
    },
    {
      title: "Start one strategic workflow",
      description: "Pick the example closest to your goals and do its first step.",
      reasoning: "No workflow is active.",
      priority: "medium",
      category: "growth",
      taskCategory: "Operations",
      estimatedTime: 10,
      potentialImpact: null,
    },
  );
};

export const adminLoad: Rule = (f) => {
  const adminHours = adminHoursPerWeek(f.tasks.adminMinutesLast28, f.tasks.completedLast28);
  if (adminHours === null || adminHours < 4) return null;
  return finding(
    "admin-hours",
    {
      title: `About ${adminHours} hours a week go to admin`,
      impact: adminHours >= 8 ? "high" : "medium",
      difficulty: "medium",
      description: "From the admin, invoicing, finance and operations tasks you completed in the last 4 weeks.",
      businessImpact: "Hours back for paid work",
      timeToImplement: 60,
      specificSteps: [
        "Template the emails you write most often",
        "Batch admin into two fixed slots a week",
        "Delegate one recurring admin task to a helper",
      ],
    },
    {
      title: "Hand one recurring admin task to a helper",
      description: "Delegate it from The Project Manager; your helper marks it done from a private link.",
      reasoning: `About ${adminHours} hours a week of admin in the last 4 weeks.`,
      priority: "medium",
      category: "efficiency",
      taskCategory: "Admin",
      estimatedTime: 20,
      potentialImpact: "Hours back each week",
    },
  );
};
