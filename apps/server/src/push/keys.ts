import webpush from "web-push";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { readSetting, type SettingDef } from "../system/settings-store.ts";
import { systemSettings } from "../system/tables.ts";

/** The VAPID key pair that signs our pushes (base64url), and the contact push services may write to. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const STORED: SettingDef<z.ZodType<{ publicKey: string; privateKey: string } | null>> = {
  key: "push.vapid",
  schema: z
    .object({ publicKey: z.string().min(1), privateKey: z.string().min(1) })
    .nullable()
    .catch(null),
};

const cache = new WeakMap<Deps, Promise<VapidKeys>>();

/**
 * The configured VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); without them (the embedded set-up) a
 * pair made once and kept in system_settings, the first writer winning, so every process and restart
 * signs with the same key the browsers subscribed with.
 */
export function vapidKeys(deps: Deps): Promise<VapidKeys> {
  let keys = cache.get(deps);
  if (!keys) {
    keys = loadKeys(deps);
    keys.catch(() => cache.delete(deps));
    cache.set(deps, keys);
  }
  return keys;
}

async function loadKeys(deps: Deps): Promise<VapidKeys> {
  const { publicKey, privateKey, subject } = deps.config.push;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const made = webpush.generateVAPIDKeys();
  await deps.db
    .insert(systemSettings)
    .values({ key: STORED.key, value: made })
    .onConflictDoNothing({ target: systemSettings.key });
  const stored = await readSetting(deps.db, STORED);
  if (!stored) throw new Error("push.vapid setting unreadable");
  return { ...stored, subject };
}
