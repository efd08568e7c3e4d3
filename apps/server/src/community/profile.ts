import type { CommunitySettings, CommunitySettingsParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { refuse } from "../domain/refusal.ts";
import { profileOf } from "./people.ts";
import { readSensitiveWords, sensitiveWordIn } from "./settings.ts";
import { communityProfiles } from "./tables.ts";

/** community/settings: the player's homepage privacy, introduction, 关注动态 switch and comment ban. */
export async function communitySettings(db: Db, userId: number): Promise<CommunitySettings> {
  const p = await profileOf(db, userId);
  return {
    homepagePrivate: p.homepagePrivate,
    introduction: p.introduction,
    attentionNotice: p.attentionNotice,
    commentBanned: p.commentBanned,
  };
}

/**
 * community/saveSettings: changes the fields given. An introduction holding a sensitive word is
 * refused (status 1), like a comment.
 */
export async function saveCommunitySettings(
  db: Db,
  userId: number,
  params: CommunitySettingsParams,
  now: Date,
): Promise<CommunitySettings> {
  if (params.introduction && sensitiveWordIn(params.introduction, await readSensitiveWords(db)) !== null)
    throw refuse("community.sensitiveWord");
  const change: Partial<typeof communityProfiles.$inferInsert> = { updatedAt: now };
  if (params.homepagePrivate !== undefined) change.homepagePrivate = params.homepagePrivate === "1";
  if (params.attentionNotice !== undefined) change.attentionNotice = params.attentionNotice === "1";
  if (params.introduction !== undefined) change.introduction = params.introduction;
  await db
    .insert(communityProfiles)
    .values({ userId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: communityProfiles.userId, set: change });
  return communitySettings(db, userId);
}
