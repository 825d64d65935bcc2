import type { Result } from "../output";

/** A change to the owner's data, described before it runs so it can be confirmed. */
export interface Change {
  question: string;
  run(): Promise<Result>;
}
