// What signing up and signing in take (spec 000 §7.2).
import { z } from "zod";
import { newPassword, optionalText } from "../validation";

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
