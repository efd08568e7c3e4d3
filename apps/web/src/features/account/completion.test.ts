import { describe, expect, it } from "vitest";
import type { Profile } from "@lottery/contract";
import { demoUser } from "#test/helpers.ts";
import { completionItems, isReadyToWithdraw, requiredProgress } from "./completion.ts";

function profileWith(bound: Partial<typeof demoUser>, withdrawPasswordSet: boolean): Profile {
  return {
    userInfo: { ...demoUser, ...bound },
    realName: "",
    idCard: "",
    phone: "",
    email: "",
    withdrawPasswordSet,
    gender: "0",
    qq: "",
    intro: "",
    inviteCode: "AB12CD34",
    registeredAt: "2026-11-01T10:00:00+08:00",
    lastLoginAt: null,
  };
}

describe("完善资料", () => {
  it("counts real name, phone and withdrawal password; e-mail is optional", () => {
    const items = completionItems(profileWith({ PhoneBound: true }, false));
    expect(items.map((item) => [item.key, item.done, item.required])).toEqual([
      ["realName", false, true],
      ["phone", true, true],
      ["withdrawPassword", false, true],
      ["email", false, false],
    ]);
    expect(requiredProgress(items)).toEqual({ done: 1, total: 3 });
    expect(items.find((item) => item.key === "withdrawPassword")?.to).toBe("/changePwd?tab=withdraw");
  });

  it("is ready to withdraw without an e-mail", () => {
    expect(isReadyToWithdraw(profileWith({ RealNameBound: true, PhoneBound: true }, true))).toBe(true);
    expect(isReadyToWithdraw(profileWith({ RealNameBound: true, PhoneBound: true }, false))).toBe(false);
  });
});
