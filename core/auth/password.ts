// The native module is loaded on first use: most processes never check a password.
const argon2 = () => import("@node-rs/argon2");

// OWASP's argon2id baseline (argon2id is the library's default algorithm): 19 MiB of memory,
// 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await (await argon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spent on sign-in attempts for unknown emails, so timing does not reveal which emails exist. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password);
}
