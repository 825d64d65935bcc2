// Sending a new post: JSON to POST /api/events, or multipart to /api/content/schedule-uploaded-design
// when images go with it (spec 001 §7).
import { apiRequest, throwIfResNotOk } from "@web/lib/queryClient";
import type { Platform, PostView } from "./schedule-data";

export interface NewPost {
  title?: string;
  content: string;
  platforms: Platform[];
  date: string;
  time: string;
  needsApproval: boolean;
  /** Add a tracked link to the owner's contact page to each platform's text. */
  trackedLink: boolean;
  images: File[];
}

export async function schedulePost(post: NewPost): Promise<PostView> {
  if (post.images.length === 0) {
    const res = await apiRequest("POST", "/api/events", {
      body: {
        title: post.title?.trim() || undefined,
        content: post.content,
        platforms: post.platforms,
        scheduledFor: post.date,
        scheduledTime: post.time,
        needsApproval: post.needsApproval,
        trackedLink: post.trackedLink,
      },
    });
    return res.json();
  }
  const form = new FormData();
  for (const image of post.images) form.append("design", image, image.name);
  form.set("content", post.content);
  if (post.title?.trim()) form.set("title", post.title.trim());
  form.set("platforms", JSON.stringify(post.platforms));
  form.set("scheduledFor", post.date);
  form.set("scheduledTime", post.time);
  form.set("needsApproval", String(post.needsApproval));
  form.set("trackedLink", String(post.trackedLink));
  const res = await fetch("/api/content/schedule-uploaded-design", { method: "POST", body: form, credentials: "include" });
  await throwIfResNotOk(res);
  return res.json();
}

export interface FormErrors {
  content?: string;
  platforms?: string;
  date?: string;
  time?: string;
  images?: string;
}

/** The server's field errors as the form's: platform problems (`platforms.twitter`) under Platforms. */
export function formErrors(fields: Record<string, string> | undefined): FormErrors {
  const f = fields ?? {};
  const platformProblems = Object.entries(f)
    .filter(([k]) => k.startsWith("platforms"))
    .map(([, v]) => v);
  return {
    content: f.content,
    platforms: platformProblems.join("; ") || undefined,
    date: f.scheduledFor ?? f.scheduledDate ?? f.date,
    time: f.scheduledTime ?? f.time,
    images: f.design ?? f.mediaPath,
  };
}
