import { describe, expect, it } from "vitest";
import {
  maskAlipayAccount,
  maskCardNo,
  maskEmail,
  maskIdCard,
  maskPhone,
  maskRealName,
  maskUserName,
} from "./masking.ts";

describe("masking", () => {
  it("keeps the surname of a real name", () => {
    expect(maskRealName("张三")).toBe("张*");
    expect(maskRealName("张三丰")).toBe("张**");
    expect(maskRealName("欧阳娜娜")).toBe("欧阳**");
  });

  it("shows the first 3 and last 4 characters of an ID", () => {
    expect(maskIdCard("11010519491231002X")).toBe("110***********002X");
  });

  it("masks the middle of a phone and the local part of an e-mail", () => {
    expect(maskPhone("13812345678")).toBe("138****5678");
    expect(maskEmail("abcdef@qq.com")).toBe("ab***@qq.com");
    expect(maskEmail("ab@qq.com")).toBe("a***@qq.com");
  });

  it("masks a friend's user name", () => {
    expect(maskUserName("abcdef9")).toBe("ab***9");
  });
});

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
