// What signing up and signing in take (spec 000 §7.2), and the rule of a new password, which changing
// it in the profile (core/users) shares.
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../catalog";
import { optionalText } from "../validation";

export const newPassword = z
  .string({ error: "Password must be at least 8 characters" })
  .min(PASSWORD_MIN_LENGTH, { error: "Password must be at least 8 characters" })
  .max(200, { error: "Password must be at most 200 characters" });

export const SignUpInput = z.object({
  email: z.email({ error: "Invalid email address" }).max(254),
  password: newPassword,
  firstName: optionalText(100),
  lastName: optionalText(100),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignInInput = z.object({
  email: z.email({ error: "Invalid email address" }).max(254),
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }).max(200),
});
export type SignInInput = z.infer<typeof SignInInput>;
