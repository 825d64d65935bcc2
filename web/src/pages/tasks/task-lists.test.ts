import { describe, expect, it } from "vitest";
import type { TaskView } from "@web/lib/api-types";
import { recentlyCompleted } from "./completed-tasks";

describe("recentlyCompleted", () => {
  const task = (id: string, completed: boolean, completedAt: string | null): TaskView => ({
    id,
    title: id,
    description: null,
    priority: "medium",
    category: null,
    estimatedTime: 15,
    completed,
    dueDate: null,
    completedAt,
    workflowId: null,
    aiGenerated: false,
    businessImpact: null,
    createdAt: "2026-11-01T00:00:00Z",
  });

  it("keeps completed tasks, most recently finished first, up to the limit", () => {
    const tasks = [
      task("open", false, null),
      task("older", true, "2026-11-10T00:00:00Z"),
      task("newest", true, "2026-11-20T00:00:00Z"),
      task("middle", true, "2026-11-15T00:00:00Z"),
    ];
    expect(recentlyCompleted(tasks).map((t) => t.id)).toEqual(["newest", "middle", "older"]);
    expect(recentlyCompleted(tasks, 2).map((t) => t.id)).toEqual(["newest", "middle"]);
  });
});
