import { describe, expect, it } from "vitest";
import { maskAlipayAccount, maskCardNo } from "./masking.ts";

describe("maskCardNo", () => {
  it("keeps the first and last four digits of every length", () => {
    expect(maskCardNo("6222021234561234")).toBe("6222 **** **** 1234");
    expect(maskCardNo("6217001234567890123")).toBe("6217 **** **** 0123");
  });
});

describe("maskAlipayAccount", () => {
  it("masks phones and e-mail addresses", () => {
    expect(maskAlipayAccount("13812345678")).toBe("138****5678");
    expect(maskAlipayAccount("zhangsan@qq.com")).toBe("zh***@qq.com");
  });
});
