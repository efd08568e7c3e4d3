import { z } from "zod";
import { emailSchema, phoneSchema } from "./account.ts";
import { rowIdSchema } from "./params.ts";

/**
 * Withdrawal destinations (SPEC 7.4 "Wallets and cards", issue 5): bank cards ("wallets") and Alipay
 * accounts. Paths are under /api/BankCard; every call but BankList needs login. The holder is always
 * the player's verified real name, never a name the client sends.
 */

export interface Bank {
  code: string;
  name: string;
  /** Card-number lengths the bank issues debit cards with. */
  cardLengths: readonly number[];
}

/** The banks a card can be bound at (GET BankCard/BankList serves this list). */
export const BANKS = [
  { code: "ICBC", name: "工商银行", cardLengths: [16, 19] },
  { code: "CCB", name: "建设银行", cardLengths: [16, 19] },
  { code: "ABC", name: "农业银行", cardLengths: [16, 19] },
  { code: "BOC", name: "中国银行", cardLengths: [16, 19] },
  { code: "BOCOM", name: "交通银行", cardLengths: [16, 17, 19] },
  { code: "CMB", name: "招商银行", cardLengths: [16] },
  { code: "PSBC", name: "邮储银行", cardLengths: [16, 19] },
  { code: "CIB", name: "兴业银行", cardLengths: [16, 18] },
  { code: "SPDB", name: "浦发银行", cardLengths: [16, 19] },
  { code: "CITIC", name: "中信银行", cardLengths: [16, 19] },
  { code: "CMBC", name: "民生银行", cardLengths: [16, 19] },
  { code: "CEB", name: "光大银行", cardLengths: [16, 19] },
  { code: "PAB", name: "平安银行", cardLengths: [16, 19] },
  { code: "HXB", name: "华夏银行", cardLengths: [16, 19] },
  { code: "CGB", name: "广发银行", cardLengths: [16, 19] },
] as const satisfies readonly Bank[];

export type BankCode = (typeof BANKS)[number]["code"];
const BANK_CODES = BANKS.map((bank) => bank.code) as [BankCode, ...BankCode[]];

export function isBankCode(code: string): code is BankCode {
  return (BANK_CODES as string[]).includes(code);
}

export function findBank(code: string): Bank | undefined {
  return BANKS.find((bank) => bank.code === code);
}

/** How many of each a player may bind. */
export const MAX_BANK_CARDS = 5;
export const MAX_ALIPAY_ACCOUNTS = 3;

/** Whether a digit string passes the Luhn (mod 10) check that UnionPay debit card numbers carry. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/** A card number's own shape: 16–19 digits with a valid Luhn check digit. */
export const cardNoSchema = z
  .string()
  .regex(/^\d{16,19}$/, { error: "银行卡号须为16-19位数字" })
  .refine(passesLuhn, { error: "银行卡号有误，请核对后重新输入" });

/** Null when the card length suits the bank, else the message saying which lengths it issues. */
export function cardLengthProblem(bank: Bank, cardNo: string): string | null {
  if (bank.cardLengths.includes(cardNo.length)) return null;
  return `${bank.name}卡号须为${bank.cardLengths.join("或")}位`;
}

const placeSchema = z.string().trim().max(20, { error: "地区名称过长" });

/** POST BankCard/BindWallet (T): models WalletListModels (the updated list). */
export const bindWalletParams = z
  .object({
    bankCode: z.enum(BANK_CODES, { error: "请选择开户银行" }),
    cardNo: cardNoSchema,
    branch: z.string().trim().max(40, { error: "开户支行最多40个字" }).optional(),
    province: placeSchema.optional(),
    city: placeSchema.optional(),
  })
  .superRefine((params, ctx) => {
    const bank = findBank(params.bankCode);
    const problem = bank ? cardLengthProblem(bank, params.cardNo) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["cardNo"], message: problem });
  });
export type BindWalletParams = z.infer<typeof bindWalletParams>;

/** A payout account's id (bank cards and Alipay accounts share one id space). */
const accountId = rowIdSchema;
/**
 * The withdrawal password that proves a deletion. Optional in the schema so that a player who has
 * none set is told to set one (status 1) rather than that the field is missing.
 */
const deletionProof = z.string().max(6, { error: "资金密码须为6位数字" }).optional();

/** POST BankCard/SetWallet (T): makes one card the default. models WalletListModels. */
export const setWalletParams = z.object({ walletId: accountId });
export type SetWalletParams = z.infer<typeof setWalletParams>;

/** POST BankCard/DeleteWallet (T): models WalletListModels; deleting the default promotes the newest. */
export const deleteWalletParams = z.object({ walletId: accountId, withdrawPassword: deletionProof });
export type DeleteWalletParams = z.infer<typeof deleteWalletParams>;

/** An Alipay account: a mainland mobile number or an e-mail address (stored lower-cased). */
export const alipayAccountSchema = z
  .string()
  .trim()
  .max(120, { error: "支付宝账号过长" })
  .refine((value) => phoneSchema.safeParse(value).success || emailSchema.safeParse(value).success, {
    error: "请输入正确的支付宝账号（手机号或邮箱）",
  });

/** POST BankCard/BindAlipay (T): models AlipayListModels. */
export const bindAlipayParams = z.object({ account: alipayAccountSchema });
export type BindAlipayParams = z.infer<typeof bindAlipayParams>;

/** POST BankCard/SetAlipay (T): models AlipayListModels. */
export const setAlipayParams = z.object({ alipayId: accountId });
export type SetAlipayParams = z.infer<typeof setAlipayParams>;

/** POST BankCard/DeleteAlipay (T): models AlipayListModels. */
export const deleteAlipayParams = z.object({ alipayId: accountId, withdrawPassword: deletionProof });
export type DeleteAlipayParams = z.infer<typeof deleteAlipayParams>;

/** GET BankCard/BankList: the banks a card can be bound at. */
export interface BankListModels {
  list: Bank[];
}

/** A bound card as every answer shows it: number and holder masked. */
export interface WalletItem {
  walletId: number;
  bankCode: string;
  bankName: string;
  /** 6222 **** **** 1234 */
  cardNo: string;
  /** 张* */
  holder: string;
  branch: string;
  isDefault: boolean;
  createdAt: string;
}

/** What both lists carry besides their rows. */
export interface PayoutListState {
  /** The player's masked real name (the holder of every account); empty until verified. */
  realName: string;
  /** Whether another one may be bound now: real name verified and under the limit. */
  canAdd: boolean;
  /** Whether a withdrawal password is set (deleting needs it). */
  withdrawPasswordSet: boolean;
}

/** GET BankCard/WalletList (T): default first, then newest first. */
export interface WalletListModels extends PayoutListState {
  list: WalletItem[];
}

export interface AlipayItem {
  alipayId: number;
  /** 138****5678 or ab***@qq.com */
  account: string;
  holder: string;
  isDefault: boolean;
  createdAt: string;
}

/** GET BankCard/AlipayList (T): default first, then newest first. */
export interface AlipayListModels extends PayoutListState {
  list: AlipayItem[];
}
