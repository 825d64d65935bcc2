// The Creator's scheduling reads and writes (spec 001 §7): posts are events; every list is paged by
// the server. Query keys are the /api paths, so invalidating ["/api/events"] refreshes every view.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlanAllowance } from "@core/creator/posts/plan-limit";
import type { PostCalendarDay } from "@core/creator/posts/calendar";
import type { PostView } from "@core/creator/posts/schemas";
import type { PlatformConnection } from "@core/creator/publishing/token-health";
import { PLATFORMS, type Platform } from "@core/catalog";

export type { PostView, PostCalendarDay, PlatformConnection, PlanAllowance };
export { PLATFORMS, type Platform };

export const EVENTS_KEY = ["/api/events"] as const;
export const DRAFTS_KEY = ["/api/posts/drafts"] as const;

export const PLATFORM_NAMES: Record<Platform, string> = {
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
};

export const usePostCalendar = (month: string) =>
  useQuery<{ month: string; timeZone: string; days: PostCalendarDay[] }>({
    queryKey: ["/api/events/calendar", month],
    queryFn: async () => {
      const res = await fetch(`/api/events/calendar?month=${month}`, { credentials: "include" });
      if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
      return res.json();
    },
  });

export const usePlan = () => useQuery<PlanAllowance>({ queryKey: ["/api/posts/plan"] });
export const useConnections = () => useQuery<PlatformConnection[]>({ queryKey: ["/api/posts/connections"] });

/** After a post changes: the lists, the calendar marks, the plan's count, the dashboard, the bell. */
export function useRefreshPosts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [EVENTS_KEY, DRAFTS_KEY, ["/api/events/calendar"], ["/api/posts/plan"], ["/api/dashboard"], ["/api/notifications"], ["/api/tasks/prioritized"]].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

const STATUS_LABELS: Record<string, { label: string; variant: "info" | "success" | "destructive" | "warning" | "outline" | "secondary" }> = {
  draft: { label: "Draft", variant: "outline" },
  scheduled: { label: "Scheduled", variant: "info" },
  publishing: { label: "Publishing", variant: "warning" },
  ready: { label: "Ready to post", variant: "warning" },
  published: { label: "Published", variant: "success" },
  completed: { label: "Published", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

export const statusBadge = (status: string) => STATUS_LABELS[status] ?? { label: status, variant: "secondary" as const };

export function approvalLabel(post: Pick<PostView, "approval" | "status">): string | null {
  if (post.status !== "scheduled" || !post.approval.status) return null;
  return post.approval.status === "approved"
    ? "Approved"
    : post.approval.status === "changes_requested"
      ? "Changes requested"
      : "Awaiting approval";
}

/**
 * "Tue, Nov 25 · 9:30 AM" in the owner's zone (the server already gives the local date and time), with
 * the year when it is not this year's ("Sun, Nov 7, 2027"), so next year's posts do not read as this year's.
 */
export function whenLabel(post: Pick<PostView, "scheduledDate" | "scheduledTime">, thisYear = new Date().getFullYear()): string {
  if (!post.scheduledDate || !post.scheduledTime) return "Not scheduled";
  const [h, m] = post.scheduledTime.split(":").map(Number);
  const sameYear = Number(post.scheduledDate.slice(0, 4)) === thisYear;
  const day = new Date(`${post.scheduledDate}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(sameYear ? {} : { year: "numeric" }),
    timeZone: "UTC",
  });
  const time = `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
  return `${day} · ${time}`;
}
