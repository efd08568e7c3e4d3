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

/** Spends the time of a verification when the user does not exist, so timing does not reveal names. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password);
}
