// The blanks the Creator leaves in a draft for the owner to fill (the case-study post written after a
// payment). A post still holding one would go out with the brackets: scheduling refuses it.
import { AppError } from "../../errors";

export const CASE_STUDY_BLANKS = {
  problem: "[the problem they came with]",
  steps: "[two or three steps]",
  result: "[the result, in their words if you can]",
} as const;

export function assertNoBlanks(text: string) {
  const left = Object.values(CASE_STUDY_BLANKS).filter((blank) => text.includes(blank));
  if (!left.length) return;
  const message = `Fill in ${left.join(", ")} with your own words before scheduling`;
  throw new AppError("VALIDATION", message, { content: message });
}
