import type { Profile } from "@lottery/contract";
import { paths } from "../../lib/paths.ts";

/** What a withdrawal needs (real name, phone, withdrawal password) and what is optional (e-mail). */
export type CompletionKey = "realName" | "phone" | "withdrawPassword" | "email";

export interface CompletionItem {
  key: CompletionKey;
  done: boolean;
  required: boolean;
  /** The page that completes it. */
  to: string;
}

export const WITHDRAW_PASSWORD_TAB = "withdraw";

export function completionItems(profile: Profile): CompletionItem[] {
  return [
    { key: "realName", done: profile.userInfo.RealNameBound, required: true, to: paths.realInfo },
    { key: "phone", done: profile.userInfo.PhoneBound, required: true, to: paths.bindCellphone },
    {
      key: "withdrawPassword",
      done: profile.withdrawPasswordSet,
      required: true,
      to: `${paths.changePassword}?tab=${WITHDRAW_PASSWORD_TAB}`,
    },
    { key: "email", done: profile.userInfo.EmailBound, required: false, to: paths.bindEmail },
  ];
}

/** Required items done, and how many there are. */
export function requiredProgress(items: readonly CompletionItem[]): { done: number; total: number } {
  const required = items.filter((item) => item.required);
  return { done: required.filter((item) => item.done).length, total: required.length };
}

export function isReadyToWithdraw(profile: Profile): boolean {
  const { done, total } = requiredProgress(completionItems(profile));
  return done === total;
}
