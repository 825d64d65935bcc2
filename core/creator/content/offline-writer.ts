import type { Brief, BusinessProfile } from "./brief";
import { callsToAction } from "./calls-to-action";
import { offlineCarousel } from "./offline-carousel";
import { offlineCaptions } from "./offline-captions";
import type { GeneratedContent } from "./schemas";
import { TONES } from "./tone";

/** The deterministic engine: 5 captions and 1 carousel from a brief and the owner's business profile. */
export function writeOffline(brief: Brief, profile: BusinessProfile): GeneratedContent {
  const cta = callsToAction(profile.goals, profile.businessName, profile.website, {
    emoji: TONES[brief.tone].emoji.length > 0,
  });
  return {
    captions: offlineCaptions({ brief, profile, cta }),
    carousel: offlineCarousel({ brief, profile, cta }),
  };
}
