// Connect during setup leaves the page for the platform's sign-in and comes back to the same tab. The
// answers typed so far are kept here meanwhile (sessionStorage: this tab only, gone when it closes)
// and put back on return, at the step the owner left. A new tab was tried first: a tab sent to another
// site and back cannot be closed by the page, so the owner ended with two setups open.
// Pasted tokens are never kept: only what the owner would not mind seeing in the browser's storage.
import type { OnboardingValues } from "./steps";

const KEY = "microteam:onboarding-draft";
const SECRET = /AccessToken$|AccessSecret$/;

export interface OnboardingDraft {
  step: number;
  values: Partial<OnboardingValues>;
}

export function saveDraft(step: number, values: OnboardingValues) {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET.test(name)));
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ step, values: kept }));
  } catch {
    // Storage refused (private mode, full): the owner retypes, nothing else is lost.
  }
}

/** The draft this tab kept, once: it is removed as it is read. */
export function takeDraft(): OnboardingDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as OnboardingDraft;
    return typeof draft?.step === "number" && draft.values && typeof draft.values === "object" ? draft : null;
  } catch {
    return null;
  }
}
