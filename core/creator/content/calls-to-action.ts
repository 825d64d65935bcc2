// What a post asks the reader to do, from the owner's goals (onboarding step 5) and their website.

export interface CallsToAction {
  /** A line for long posts (LinkedIn, Facebook). */
  long: string;
  /** A line for Instagram (links are not clickable there: "link in bio"). */
  instagram: string;
  /** A few words for X. */
  short: string;
  /** The carousel's last slide. */
  slide: string;
}

export function callsToAction(
  goals: string[],
  businessName: string | null,
  website: string | null,
  { emoji = true }: { emoji?: boolean } = {},
): CallsToAction {
  const cta = choose(goals, businessName, website);
  // A professional voice carries no emoji.
  return emoji ? cta : { ...cta, instagram: cta.instagram.replace(/\s*\p{Extended_Pictographic}\uFE0F?/gu, "") };
}

function choose(goals: string[], businessName: string | null, website: string | null): CallsToAction {
  const site = website?.replace(/^https?:\/\//, "").replace(/\/$/, "") || null;
  const name = businessName || null;
  if (goals.includes("Generate more leads")) {
    return {
      long: site
        ? `Want help putting this into practice? Send me a message or book a call at ${site}.`
        : "Want help putting this into practice? Send me a message and let's talk.",
      instagram: site
        ? "Want help with this? DM me or tap the link in bio. 📩"
        : "Want help with this? Send me a DM. 📩",
      short: "DMs open if you want a hand with this.",
      slide: site ? `Want help with this? Message me or visit ${site}.` : "Want help with this? Send me a message.",
    };
  }
  if (goals.includes("Increase social media presence") || goals.includes("Create consistent content")) {
    return {
      long: name ? `Follow ${name} for more like this.` : "Follow for more like this.",
      instagram: "Save this for later and share it with someone who needs it. 📌",
      short: "Follow for more like this.",
      slide: name ? `Follow ${name} for more. Save this post for later.` : "Follow for more. Save this post for later.",
    };
  }
  return {
    long: site ? `More on this at ${site}.` : "Save this for the next time you plan your week.",
    instagram: "Save this post so it's there when you need it. 📌",
    short: "Worth saving.",
    slide: site ? `More at ${site}. Save this for later.` : "Save this post for later.",
  };
}
