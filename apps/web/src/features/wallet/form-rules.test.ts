import { describe, expect, it } from "vitest";
import { alipayAccountSchema } from "@lottery/contract";
import { schemaRule } from "../../lib/schema-rules.ts";
import { cardNoProblem } from "./form-rules.ts";

const ICBC_19 = "6212262201023557228";

describe("cardNoProblem", () => {
  it("accepts a Luhn-valid number of a length the bank issues", () => {
    expect(cardNoProblem(ICBC_19, "ICBC")).toBeNull();
    expect(cardNoProblem(ICBC_19, undefined)).toBeNull();
  });

  it("names what is wrong, in the server's words", () => {
    expect(cardNoProblem("", "ICBC")).toBe("请输入银行卡号");
    expect(cardNoProblem("622202123", "ICBC")).toBe("银行卡号须为16-19位数字");
    expect(cardNoProblem("6212262201023557227", "ICBC")).toBe("银行卡号有误，请核对后重新输入");
    expect(cardNoProblem(ICBC_19, "CMB")).toBe("招商银行卡号须为16位");
  });
});

describe("schemaRule", () => {
  const rule = schemaRule(alipayAccountSchema, "请输入支付宝账号");

  it("passes a valid value and rejects empty or wrong ones with the schema's message", async () => {
    await expect(rule.validator(null, "13800138000")).resolves.toBeUndefined();
    await expect(rule.validator(null, "")).rejects.toThrow("请输入支付宝账号");
    await expect(rule.validator(null, "1380013")).rejects.toThrow("请输入正确的支付宝账号（手机号或邮箱）");
  });
});
