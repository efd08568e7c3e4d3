import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { claimPromotionParams } from "./promotions.ts";
import { deleteAlipayParams, setWalletParams } from "./cards.ts";
import { rechargeParams, yuanAmountSchema } from "./funds.ts";
import { omissionParams } from "./lottery.ts";
import { betSzcParams, newBonusListParams } from "./orders.ts";
import { MAX_ROW_ID } from "./client-params.ts";
import { integerParam, pagingParams, registerParams, rowIdSchema } from "./params.ts";
import { betJcCreateParams } from "./sports-bets.ts";
import { withdrawParams } from "./withdrawals.ts";

/**
 * Numbers arrive as text. Only the canonical decimal text is read: every other form JavaScript's
 * Number() accepts (padding, signs, leading zeros, exponents, other bases, Infinity) is refused.
 */
const NON_CANONICAL_INTEGERS = [
  " 1",
  "1 ",
  "\t1",
  "1\n",
  "0x10",
  "0X10",
  "0b1",
  "0o7",
  "+1",
  "1e3",
  "1E3",
  "1.0",
  "1.",
  ".5",
  "01",
  "007",
  "Infinity",
  "-Infinity",
  "NaN",
  "1_000",
  "1,000",
  "",
  " ",
  "-0",
  "１", // a full-width digit
];

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe("integerParam", () => {
  const schema = integerParam(1, 1000);

  it("reads the canonical decimal text and whole numbers", () => {
    expect(schema.parse("1")).toBe(1);
    expect(schema.parse("42")).toBe(42);
    expect(schema.parse("1000")).toBe(1000);
    expect(schema.parse(7)).toBe(7);
    expect(integerParam(0, 10).parse("0")).toBe(0);
  });

  it.each(NON_CANONICAL_INTEGERS)("refuses %j", (text) => {
    const result = schema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("须为整数");
  });

  it("refuses numbers that are not whole, and other types", () => {
    for (const value of [1.5, Number.NaN, Number.POSITIVE_INFINITY, true, null, [], {}, [1]])
      expect(accepts(schema, value), String(value)).toBe(false);
  });

  it("says which bound a number is outside of, in Chinese", () => {
    expect(schema.safeParse("0").error?.issues[0]?.message).toBe("不能小于1");
    expect(schema.safeParse("1001").error?.issues[0]?.message).toBe("不能大于1000");
    expect(schema.safeParse("99999999999999999999").error?.issues[0]?.message).toBe("须为整数");
  });

  it("takes a minus only where negatives are valid, never on zero", () => {
    const signed = integerParam(-10, 10);
    expect(signed.parse("-3")).toBe(-3);
    expect(signed.parse("0")).toBe(0);
    for (const text of ["-0", "- 3", "--3", "-03", "+3", " -3"])
      expect(accepts(signed, text), text).toBe(false);
    expect(accepts(schema, "-3")).toBe(false);
  });

  it("lets a custom message replace every other, and a missing value stay missing otherwise", () => {
    const custom = integerParam(1, 9, "倍数有误");
    for (const value of [undefined, "0x1", "0", "10"]) {
      expect(custom.safeParse(value).error?.issues[0]?.message).toBe("倍数有误");
    }
    const missing = schema.safeParse(undefined).error?.issues[0];
    expect(missing?.code).toBe("invalid_type");
    expect(missing?.message).toMatch(/received undefined/);
  });
});

describe("every integer parameter of player calls", () => {
  // Each case: a schema, the field, and otherwise valid params.
  const bet = {
    gameCode: "ssq",
    issue: "2026001",
    tickets: "DS:01,02,03,04,05,06|07",
    requestId: "abcdefgh1",
  };
  const legs = JSON.stringify([{ matchId: "m1", play: "SPF", options: [{ code: "3", sp: 1.85 }] }]);
  const cases: [string, z.ZodType, string, Record<string, string>][] = [
    ["row id", rowIdSchema, "", {}],
    ["pageIndex", pagingParams, "pageIndex", {}],
    ["pageSize", pagingParams, "pageSize", {}],
    ["registration agentId", registerParams, "agentId", { userName: "abcd1", password: "secret1" }],
    ["bet_szc multiple", betSzcParams, "multiple", bet],
    ["bet_szc chase", betSzcParams, "chase", { ...bet, multiple: "1" }],
    [
      "bet_jc_create multiple",
      betJcCreateParams,
      "multiple",
      { gameCode: "jczq", passTypes: "1_1", legs, requestId: "abcdefgh1" },
    ],
    ["Omission count", omissionParams, "count", { gameCode: "ssq" }],
    ["NewBonusList size", newBonusListParams, "size", {}],
    ["ClaimPromotion id", claimPromotionParams, "id", { requestId: "abcdefgh1" }],
    ["SetWallet walletId", setWalletParams, "walletId", {}],
    ["DeleteAlipay alipayId", deleteAlipayParams, "alipayId", {}],
    [
      "withdraw walletId",
      withdrawParams,
      "walletId",
      { amount: "100", requestId: "abcdefgh1", withdrawPassword: "123456" },
    ],
  ];
  const parse = (schema: z.ZodType, field: string, base: Record<string, string>, value: string) =>
    schema.safeParse(field ? { ...base, [field]: value } : value);

  it.each(cases)(
    "%s: reads canonical text, refuses every other form naming the field",
    (_name, schema, field, base) => {
      expect(parse(schema, field, base, "1").success).toBe(true);
      for (const text of NON_CANONICAL_INTEGERS) {
        const result = parse(schema, field, base, text);
        expect(result.success, `${field} ${JSON.stringify(text)}`).toBe(false);
        const issue = result.error!.issues[0]!;
        if (field) expect(issue.path).toEqual([field]);
        expect(issue.message, `${field} ${JSON.stringify(text)}`).toMatch(/[\u4e00-\u9fff]/);
      }
    },
  );

  it("keeps the largest row id and refuses one past it", () => {
    expect(rowIdSchema.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    expect(accepts(rowIdSchema, String(MAX_ROW_ID + 1))).toBe(false);
  });

  it("refuses padding and signs inside the smart-chase multiples list", () => {
    const chase = { ...bet, multiple: "1", chase: "2" };
    expect(betSzcParams.safeParse({ ...chase, chaseMultiples: "1,2" }).success).toBe(true);
    for (const text of [" 1,2", "1, 2", "1,2 ", "+1,2", "01,2", "1,0x2"])
      expect(betSzcParams.safeParse({ ...chase, chaseMultiples: text }).success, text).toBe(false);
  });
});

describe("yuan amounts", () => {
  it("read plain decimal text with at most 2 decimals, and JSON numbers", () => {
    for (const text of ["1", "12", "12.5", "12.50", "0.01", "100.00", "9999999999.99"])
      expect(yuanAmountSchema.parse(text), text).toBe(text);
    expect(yuanAmountSchema.parse(2.5)).toBe("2.5");
  });

  it.each([
    " 2.5",
    "2.5 ",
    "1e3",
    "1E3",
    "Infinity",
    "NaN",
    "0b1",
    "0x10",
    "+1",
    "-1",
    "01",
    "00.5",
    ".5",
    "1.",
    "1.005",
    "1,000",
    "",
    "0",
    "0.00",
  ])("refuse %j with a Chinese message naming the amount", (text) => {
    const result = rechargeParams.safeParse({ amount: text, channel: "alipay" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(["amount"]);
    expect(result.error!.issues[0]!.message).toMatch(/^金额须/);
  });
});
