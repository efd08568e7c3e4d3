import { z } from "zod";
import { flagSchema, passwordSchema, rowIdSchema } from "./params.ts";
import type { UserInfo } from "./models.ts";

/**
 * Account and profile calls beyond API.md §3 (issue 4). Paths are under /api; (T) = token required.
 * Every schema here is shared by the server (validation, OpenAPI) and the client (forms).
 */

/** Mainland mobile number: 11 digits starting 1[3-9]. */
export const phoneSchema = z.string().regex(/^1[3-9]\d{9}$/, { error: "请输入正确的11位手机号" });
export const emailSchema = z
  .string()
  .max(120, { error: "邮箱地址过长" })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: "请输入正确的邮箱地址" });
/** A verification code: 6 digits. */
export const codeSchema = z.string().regex(/^\d{6}$/, { error: "请输入6位数字验证码" });
/** Nickname: 2–12 Chinese characters, letters, digits or underscores. */
export const nickNameSchema = z
  .string()
  .regex(/^[\u4e00-\u9fa5A-Za-z0-9_]{2,12}$/, { error: "昵称须为2-12位中文、字母、数字或下划线" });
/** Withdrawal password: exactly 6 digits. */
export const withdrawPasswordSchema = z.string().regex(/^\d{6}$/, { error: "资金密码须为6位数字" });
/** Real name: 2–20 Chinese characters, the middle dot allowed (minority names). */
export const realNameSchema = z.string().regex(/^[\u4e00-\u9fa5·]{2,20}$/, { error: "请输入正确的中文姓名" });
/** Resident ID number shape (18 characters); the checksum and age are checked by the server. */
export const idCardSchema = z.string().regex(/^\d{17}[\dXx]$/, { error: "请输入18位身份证号码" });

/** What a code is for. Reset and login codes go only to a phone bound to an account. */
export const codePurposes = ["bindPhone", "bindEmail", "login", "reset"] as const;
export type CodePurpose = (typeof codePurposes)[number];

/**
 * POST account/sendcode — token required for bindPhone/bindEmail, none for login/reset.
 * `target` is a phone for bindPhone/login/reset, an e-mail address for bindEmail;
 * reset also names the `userName`. The answer is the same whether or not an account matches.
 */
export const sendCodeParams = z.object({
  purpose: z.enum(codePurposes),
  target: z.string().min(1).max(120),
  userName: z.string().max(32).optional(),
});
export type SendCodeParams = z.infer<typeof sendCodeParams>;
export interface SendCodeModels {
  /** Seconds the code stays valid (300). */
  expiresIn: number;
  /** Seconds before another code may be sent to the same target (60). */
  resendIn: number;
}

/** POST account/phonelogin (/login2): a bound phone and its login code. models AuthModels. */
export const phoneLoginParams = z.object({
  phone: phoneSchema,
  code: codeSchema,
  autoLogin: flagSchema.optional(),
});
export type PhoneLoginParams = z.infer<typeof phoneLoginParams>;

/** POST account/resetpwd (/forgetReg): models null; every other session is revoked. */
export const resetPasswordParams = z.object({
  userName: z.string().min(1).max(32),
  phone: phoneSchema,
  code: codeSchema,
  password: passwordSchema,
});
export type ResetPasswordParams = z.infer<typeof resetPasswordParams>;

/** POST account/bindphone (T): models UserInfo. */
export const bindPhoneParams = z.object({ phone: phoneSchema, code: codeSchema });
export type BindPhoneParams = z.infer<typeof bindPhoneParams>;

/** POST Account/QQMailBind (T): models UserInfo. */
export const bindEmailParams = z.object({ email: emailSchema, code: codeSchema });
export type BindEmailParams = z.infer<typeof bindEmailParams>;

/** POST account/setname (T): the nickname others see; unique ignoring case. models UserInfo. */
export const setNameParams = z.object({ nickName: nickNameSchema });
export type SetNameParams = z.infer<typeof setNameParams>;

/** POST account/changepwd (T): login password; revokes every other session. models null. */
export const changePasswordParams = z.object({
  oldPassword: z.string().min(1).max(64),
  newPassword: passwordSchema,
});
export type ChangePasswordParams = z.infer<typeof changePasswordParams>;

/**
 * POST account/setwithdrawpwd (T): the first time proven by the login password (`password`),
 * afterwards by the current withdrawal password (`oldWithdrawPassword`). models null.
 */
export const setWithdrawPasswordParams = z.object({
  withdrawPassword: withdrawPasswordSchema,
  password: z.string().max(64).optional(),
  oldWithdrawPassword: z.string().max(6).optional(),
});
export type SetWithdrawPasswordParams = z.infer<typeof setWithdrawPasswordParams>;

/** POST RealNameAuthor (T): once only; ID checksum checked, under 18 refused. models Profile. */
export const realNameParams = z.object({ realName: realNameSchema, idCard: idCardSchema });
export type RealNameParams = z.infer<typeof realNameParams>;

/** POST account/modifyinfo (T): optional profile fields; an empty string clears a field. models Profile. */
export const modifyInfoParams = z.object({
  gender: z.enum(["0", "1", "2"]).optional(),
  qq: z.union([z.literal(""), z.string().regex(/^[1-9]\d{4,11}$/, { error: "请输入正确的QQ号" })]).optional(),
  intro: z.string().max(30, { error: "个性签名最多30个字" }).optional(),
});
export type ModifyInfoParams = z.infer<typeof modifyInfoParams>;

/** POST UserCenter/SetProfile (T): choose one of QueryProfileList's avatars. models UserInfo. */
export const setProfileParams = z.object({ profileId: rowIdSchema });
export type SetProfileParams = z.infer<typeof setProfileParams>;

/** GET account/profile (T): everything /personalInfo, /completeInfo and /modifyInfo show. */
export interface Profile {
  userInfo: UserInfo;
  /** Masked: 张*, 欧阳**. Empty until real-name verified. */
  realName: string;
  /** Masked: 110***********123X. */
  idCard: string;
  /** Masked: 138****5678, empty when unbound. */
  phone: string;
  /** Masked: ab***@qq.com, empty when unbound. */
  email: string;
  withdrawPasswordSet: boolean;
  gender: "0" | "1" | "2";
  qq: string;
  intro: string;
  /** This player's invite code (their agent number for promotion links). */
  inviteCode: string;
  registeredAt: string;
  lastLoginAt: string | null;
}

/** GET UserCenter/QueryProfileList (T). */
export interface AvatarOption {
  id: number;
  url: string;
}
export interface ProfileListModels {
  list: AvatarOption[];
  currentId: number | null;
}

/** GET UserCenter/QueryFriend (T), paged: players who registered through this player's link. */
export interface FriendRow {
  Mid: number;
  /** Masked user name: ab***9. */
  UserName: string;
  NickName: string;
  Avatar: string;
  registeredAt: string;
}
export interface FriendModels {
  list: FriendRow[];
  total: number;
  inviteCode: string;
  /** Path of the promotion page with this player's ids, to prefix with the site origin. */
  invitePath: string;
}

/** GET account/loginhistory (T), paged, newest first. */
export interface LoginRecord {
  time: string;
  ip: string;
  clientType: number;
  /** password, code (phone code), register. */
  method: "password" | "code" | "register";
  success: boolean;
}

/** POST Account/Heartbeat (T). Sent every 60 s while the app is visible. */
export interface HeartbeatModels {
  serverTime: string;
  /** Heartbeats received today (China day). */
  count: number;
  onlineMinutesToday: number;
  /** Minutes the player was away before this heartbeat's session resumed (claimable), 0 if none. */
  offlineMinutes: number;
  /** Whether Account/OfflineReward would pay something now. */
  rewardAvailable: boolean;
}

/** POST Account/OfflineReward (T): claims growth points for the pending offline minutes, once. */
export interface OfflineRewardModels {
  minutes: number;
  points: number;
  /** The player's growth points after the claim. */
  growth: number;
}

/** GET SystemConfig/GetFingerprintParam: the promotion a device arrived through, or null. */
export const fingerprintParams = z.object({
  fingerprint: z.string().min(8).max(64),
  agentId: rowIdSchema.optional(),
  agentNo: z.string().max(32).optional(),
});
export type FingerprintParams = z.infer<typeof fingerprintParams>;
export interface AgentModels {
  agentId: number;
  agentNo: string;
}
