import { afterEach, describe, expect, it } from "vitest";
import { storage } from "../../lib/storage.ts";
import { demoUser, resetBrowserState } from "#test/helpers.ts";
import { CACHED_LISTS, clearCache } from "./cache.ts";

afterEach(resetBrowserState);

describe("清除缓存", () => {
  it("clears the cached lists and every per-game cache", () => {
    for (const name of CACHED_LISTS) storage.set(name, []);
    storage.setPerGame("bettingRecord", "ssq", { tickets: 1 });
    storage.setPerGame("confirmation", "cqssc", { tickets: 2 });
    storage.setPerGame("issueNumber", "jsks", "20261121-041");
    clearCache();
    for (const name of CACHED_LISTS) expect(storage.get(name)).toBeUndefined();
    expect(storage.getPerGame("bettingRecord", "ssq")).toBeUndefined();
    expect(storage.getPerGame("confirmation", "cqssc")).toBeUndefined();
    expect(storage.getPerGame("issueNumber", "jsks")).toBeUndefined();
  });

  it("keeps the login, the device identity and the player's settings", () => {
    storage.set("token", "tok-1");
    storage.set("userInfo", demoUser);
    storage.set("autoLogin", false);
    storage.set("fingerprint", "device-1");
    storage.set("agentNo", "AB12CD34");
    storage.set("floatBallLeft", 12);
    window.localStorage.setItem("unrelated", "1");
    clearCache();
    expect(storage.get("token")).toBe("tok-1");
    expect(storage.get("userInfo")).toEqual(demoUser);
    expect(storage.get("autoLogin")).toBe(false);
    expect(storage.get("fingerprint")).toBe("device-1");
    expect(storage.get("agentNo")).toBe("AB12CD34");
    expect(storage.get("floatBallLeft")).toBe(12);
    expect(window.localStorage.getItem("unrelated")).toBe("1");
  });
});
