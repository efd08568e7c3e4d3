import { describe, expect, it } from "vitest";
import {
  alipayAccountSchema,
  BANKS,
  bindWalletParams,
  cardLengthProblem,
  cardNoSchema,
  findBank,
  passesLuhn,
} from "./cards.ts";

describe("passesLuhn", () => {
  it("accepts numbers whose check digit fits", () => {
    expect(passesLuhn("79927398713")).toBe(true);
    expect(passesLuhn("6212262201023557228")).toBe(true);
    expect(passesLuhn("4111111111111111")).toBe(true);
  });

  it("refuses a changed digit, swapped neighbours and non-digits", () => {
    expect(passesLuhn("79927398710")).toBe(false);
    expect(passesLuhn("6212262201023557227")).toBe(false);
    expect(passesLuhn("6212262201023575228")).toBe(false);
    expect(passesLuhn("")).toBe(false);
    expect(passesLuhn("4111 1111 1111 1111")).toBe(false);
  });
});

describe("cardNoSchema", () => {
  const messageOf = (value: string) => cardNoSchema.safeParse(value).error?.issues[0]?.message;

  it("wants 16 to 19 digits with a valid check digit", () => {
    expect(cardNoSchema.safeParse("6212262201023557228").success).toBe(true);
    expect(messageOf("621226220102355")).toBe("银行卡号须为16-19位数字");
    expect(messageOf("62122622010235572281")).toBe("银行卡号须为16-19位数字");
    expect(messageOf("6212262201023557227")).toBe("银行卡号有误，请核对后重新输入");
  });
});

describe("banks", () => {
  it("lists fifteen banks with unique codes", () => {
    expect(BANKS).toHaveLength(15);
    expect(new Set(BANKS.map((bank) => bank.code)).size).toBe(15);
    expect(findBank("CMB")?.name).toBe("招商银行");
    expect(findBank("NOPE")).toBeUndefined();
  });

  it("says which lengths a bank issues", () => {
    expect(cardLengthProblem(findBank("ICBC")!, "6212262201023557228")).toBeNull();
    expect(cardLengthProblem(findBank("CMB")!, "6212262201023557228")).toBe("招商银行卡号须为16位");
  });

  it("checks the length against the chosen bank under cardNo", () => {
    const result = bindWalletParams.safeParse({ bankCode: "CMB", cardNo: "6212262201023557228" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["cardNo"], message: "招商银行卡号须为16位" }),
    ]);
  });
});

describe("alipayAccountSchema", () => {
  it("takes a mainland phone or an e-mail address", () => {
    expect(alipayAccountSchema.parse(" 13800138000 ")).toBe("13800138000");
    expect(alipayAccountSchema.safeParse("a.b@qq.com").success).toBe(true);
    expect(alipayAccountSchema.safeParse("12800138000").success).toBe(false);
    expect(alipayAccountSchema.safeParse("qq.com").success).toBe(false);
  });
});
