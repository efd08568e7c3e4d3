import { describe, expect, it } from "vitest";
import { frameHeader, frameMessageTarget, framePageStateOf } from "./frame-page.ts";

describe("frameHeader (SPEC 2.5)", () => {
  it("hides the back arrow for game and kefu only", () => {
    expect(frameHeader({ url: "", title: "game" }).back).toBe(false);
    expect(frameHeader({ url: "", title: "kefu" }).back).toBe(false);
    expect(frameHeader({ url: "", title: "acti" })).toMatchObject({ back: true, text: "活动" });
  });
  it("adds the recharge icons unless the data is a post", () => {
    expect(frameHeader({ url: "u", title: "recharge" })).toMatchObject({ text: "充值", rechargeIcons: true });
    const posted = frameHeader({ url: "u", title: "recharge", data: { type: "post", obj: {} } });
    expect(posted.rechargeIcons).toBe(false);
  });
  it("colours league titles dark blue, the European cup green, else the brand", () => {
    expect(frameHeader({ url: "u", title: "英超" }).tone).toBe("league");
    expect(frameHeader({ url: "u", title: "走势图", inEuropeCup: 1 }).tone).toBe("europeCup");
    expect(frameHeader({ url: "u", title: "走势图" }).tone).toBe("brand");
  });
});

describe("frameMessageTarget (SPEC 4)", () => {
  it("maps the three window messages, as text or {type}", () => {
    expect(frameMessageTarget("gologin")).toBe("/login");
    expect(frameMessageTarget({ type: "goyuEBao" })).toBe("/yuEBao");
    expect(frameMessageTarget("navigateToHome")).toBe("/");
    expect(frameMessageTarget("other")).toBeNull();
    expect(frameMessageTarget(null)).toBeNull();
  });
});

describe("framePageStateOf", () => {
  it("accepts only a url and title", () => {
    expect(framePageStateOf({ url: "x", title: "game" })).toEqual({ url: "x", title: "game" });
    expect(framePageStateOf({ url: 1 })).toBeNull();
    expect(framePageStateOf(undefined)).toBeNull();
  });
});
