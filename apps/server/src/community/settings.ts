import { z } from "zod";
import { COMMUNITY_RULES_DEFAULT, type CommunityRules } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { readSetting, writeSetting, type SettingDef } from "../system/settings-store.ts";

/** Operator setting `community.rules`: whether new comments wait for moderation (default on). */
export const COMMUNITY_RULES = {
  key: "community.rules",
  schema: z.object({ moderation: z.boolean().default(COMMUNITY_RULES_DEFAULT.moderation) }),
} satisfies SettingDef<z.ZodType>;

/** Operator setting `community.words`: the sensitive words new comments and introductions may not hold. */
export const SENSITIVE_WORDS = {
  key: "community.words",
  schema: z.object({ words: z.array(z.string()).default([]) }),
} satisfies SettingDef<z.ZodType>;

export function readCommunityRules(db: Queryable): Promise<CommunityRules> {
  return readSetting(db, COMMUNITY_RULES);
}

export function writeCommunityRules(db: Queryable, rules: CommunityRules): Promise<void> {
  return writeSetting(db, COMMUNITY_RULES, rules);
}

export async function readSensitiveWords(db: Queryable): Promise<string[]> {
  return (await readSetting(db, SENSITIVE_WORDS)).words;
}

/** Stores the list trimmed, without blanks or repeats, in the order given. */
export async function writeSensitiveWords(db: Queryable, words: readonly string[]): Promise<void> {
  const clean = [...new Set(words.map((w) => w.trim()).filter((w) => w.length > 0))];
  await writeSetting(db, SENSITIVE_WORDS, { words: clean });
}

/**
 * The first sensitive word the text holds, or null. Matched case-insensitively, also across the
 * spaces and punctuation a writer may slip between the characters (敏 感 → 敏感).
 */
export function sensitiveWordIn(text: string, words: readonly string[]): string | null {
  const squeeze = (s: string) => s.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, "");
  const plain = squeeze(text);
  for (const word of words) {
    const w = squeeze(word);
    if (w.length > 0 && plain.includes(w)) return word;
  }
  return null;
}
