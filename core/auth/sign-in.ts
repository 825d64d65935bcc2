import { sql } from "drizzle-orm";
import type { Services } from "../context";
import { users, type User } from "../db/schema";
import { unauthorized } from "../errors";
import { SignInInput } from "../users/schemas";
import { parseInput } from "../validation";
import { burnPasswordCheck, verifyPassword } from "./password";

export const BAD_CREDENTIALS = "Invalid email or password";

export async function signIn({ services, input }: { services: Services; input: unknown }): Promise<User> {
  const { email, password } = parseInput(SignInInput, input);
  const user = services.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .get();
  if (!user) {
    await burnPasswordCheck(password);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw unauthorized(BAD_CREDENTIALS);
  return user;
}
