import { createHash } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { chinaDateOf } from "@lottery/rules";
import {
  type BindEmailParams,
  type BindPhoneParams,
  type ModifyInfoParams,
  type ProfileListModels,
  type Profile,
  type RealNameParams,
  type UserInfo,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { consumeCode } from "./codes/codes.ts";
import { violatedUnique } from "../db/errors.ts";
import { ageOn, checkIdCard } from "./id-card.ts";
import { maskEmail, maskIdCard, maskPhone, maskRealName } from "../domain/masking.ts";
import { userInfoOf } from "./service.ts";
import type { UserRow } from "./sessions.ts";
import { users } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";
import type { PlainRefusalCode } from "@lottery/contract";

type ProfileChange = Partial<typeof users.$inferInsert>;

/**
 * Applies a profile change and bumps `v`; a unique violation becomes the refusal `onTaken` (a phone,
 * e-mail, nickname or ID another account holds). Answers the updated row, or `onUnchanged`'s refusal
 * when `condition` no longer holds.
 */
async function updateProfile(
  db: Db,
  userId: number,
  change: ProfileChange,
  refusals: { onTaken?: PlainRefusalCode; condition?: SQL; onUnchanged?: PlainRefusalCode } = {},
): Promise<UserRow> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...change, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, userId), refusals.condition))
      .returning();
    if (!row) throw refuse(refusals.onUnchanged ?? "systemBusy");
    return row;
  } catch (error) {
    if (refusals.onTaken && violatedUnique(error) !== null) throw refuse(refusals.onTaken);
    throw error;
  }
}

/** account/profile: everything the personal pages show, personal data masked. */
export async function profileOf(db: Db, user: UserRow): Promise<Profile> {
  return {
    userInfo: await userInfoOf(db, user),
    realName: user.realName ? maskRealName(user.realName) : "",
    idCard: user.idCardMasked ?? "",
    phone: user.phone ? maskPhone(user.phone) : "",
    email: user.email ? maskEmail(user.email) : "",
    withdrawPasswordSet: user.withdrawPasswordHash !== null,
    gender: user.gender as Profile["gender"],
    qq: user.qq,
    intro: user.intro,
    inviteCode: user.inviteCode,
    registeredAt: chinaTimeIso(user.createdAt),
    lastLoginAt: user.lastLoginAt ? chinaTimeIso(user.lastLoginAt) : null,
  };
}

/** account/setname: the nickname others see, unique ignoring case. */
export async function setNickName(db: Db, user: UserRow, nickName: string): Promise<UserInfo> {
  const change = { nickName, nickNameKey: nickName.toLowerCase() };
  const row = await updateProfile(db, user.id, change, { onTaken: "nickNameTaken" });
  return userInfoOf(db, row);
}

/** account/modifyinfo: the optional fields given ("" clears qq or intro). */
export async function modifyInfo(db: Db, user: UserRow, params: ModifyInfoParams): Promise<Profile> {
  const change: ProfileChange = {};
  if (params.gender !== undefined) change.gender = params.gender;
  if (params.qq !== undefined) change.qq = params.qq;
  if (params.intro !== undefined) change.intro = params.intro;
  return profileOf(db, await updateProfile(db, user.id, change));
}

/** account/bindphone: the bind code sent to this phone for this player. */
export async function bindPhone(
  db: Db,
  user: UserRow,
  params: BindPhoneParams,
  now: Date,
): Promise<UserInfo> {
  await consumeCode(
    db,
    { purpose: "bindPhone", target: params.phone, code: params.code, userId: user.id },
    now,
  );
  return userInfoOf(db, await updateProfile(db, user.id, { phone: params.phone }, { onTaken: "phoneTaken" }));
}

/** Account/QQMailBind: the bind code sent to this address for this player; stored lower-cased. */
export async function bindEmail(
  db: Db,
  user: UserRow,
  params: BindEmailParams,
  now: Date,
): Promise<UserInfo> {
  const email = params.email.toLowerCase();
  await consumeCode(db, { purpose: "bindEmail", target: email, code: params.code, userId: user.id }, now);
  return userInfoOf(db, await updateProfile(db, user.id, { email }, { onTaken: "emailTaken" }));
}

const ADULT_AGE = 18;

/**
 * RealNameAuthor: once per account, one account per ID, adults only (age on today's China date). Only a
 * hash of the ID (for uniqueness) and a masked copy are stored.
 */
export async function verifyRealName(
  db: Db,
  user: UserRow,
  params: RealNameParams,
  now: Date,
): Promise<Profile> {
  if (user.realNameBound) throw refuse("realNameDone");
  const idCard = params.idCard.toUpperCase();
  const today = chinaDateOf(now);
  const check = checkIdCard(idCard, today);
  if (!check.valid) throw refuse("idCardInvalid");
  if (ageOn(check.birth, today) < ADULT_AGE) throw refuse("underage");
  const change = {
    realNameBound: true,
    realName: params.realName,
    idCardHash: createHash("sha256").update(idCard).digest("hex"),
    idCardMasked: maskIdCard(idCard),
    birthMonthDay: `${String(check.birth.month).padStart(2, "0")}-${String(check.birth.day).padStart(2, "0")}`,
  };
  const row = await updateProfile(db, user.id, change, {
    onTaken: "idCardTaken",
    condition: eq(users.realNameBound, false),
    onUnchanged: "realNameDone",
  });
  return profileOf(db, row);
}

/** The built-in avatars (SVGs the web app ships under /avatars). */
export const AVATAR_COUNT = 12;
export const avatarUrl = (id: number) => `/avatars/${String(id).padStart(2, "0")}.svg`;

/** UserCenter/QueryProfileList: every avatar and the one the player uses (null for none of them). */
export function avatarOptions(user: UserRow): ProfileListModels {
  const list = Array.from({ length: AVATAR_COUNT }, (_, i) => ({ id: i + 1, url: avatarUrl(i + 1) }));
  return { list, currentId: list.find((option) => option.url === user.avatar)?.id ?? null };
}

/** UserCenter/SetProfile: one of the built-in avatars. */
export async function setAvatar(db: Db, user: UserRow, profileId: number): Promise<UserInfo> {
  if (profileId > AVATAR_COUNT) throw refuse("avatarUnknown");
  return userInfoOf(db, await updateProfile(db, user.id, { avatar: avatarUrl(profileId) }));
}
