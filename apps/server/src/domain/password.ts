import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's second recommended parameter set.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether the password matches the stored argon2id hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Whether a login's password matches the account's stored hash. With no account it verifies against
 * a dummy hash and answers false, so the time taken does not reveal which names exist.
 */
export async function verifyCredential(stored: string | undefined, password: string): Promise<boolean> {
  if (stored !== undefined) return verifyPassword(stored, password);
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password);
  return false;
}
