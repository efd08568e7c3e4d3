import { afterEach, describe, expect, it } from "vitest";
import { PER_GAME_ITEMS, perGameKey, storage, STORAGE_KEYS } from "./storage.ts";
import { demoUser, resetBrowserState } from "#test/helpers.ts";

afterEach(resetBrowserState);

describe("storage", () => {
  it("keeps one distinct key per item", () => {
    const keys = Object.values(STORAGE_KEYS).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("puts the token and the floating ball in local storage, the client IP and tab index in session", () => {
    expect(STORAGE_KEYS.token.area).toBe("local");
    expect(STORAGE_KEYS.floatBallLeft.area).toBe("local");
    expect(STORAGE_KEYS.floatBallTop.area).toBe("local");
    expect(STORAGE_KEYS.clientIp.area).toBe("session");
    expect(STORAGE_KEYS.tabIndex.area).toBe("session");
  });

  it("writes to the area of the key table and round-trips JSON", () => {
    storage.set("token", "abc");
    storage.set("userInfo", demoUser);
    storage.set("clientIp", "1.2.3.4");
    storage.set("autoLogin", true);
    expect(window.localStorage.getItem(STORAGE_KEYS.token.key)).toBe('"abc"');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.clientIp.key)).toBe('"1.2.3.4"');
    expect(window.localStorage.getItem(STORAGE_KEYS.clientIp.key)).toBeNull();
    expect(storage.get("userInfo")).toEqual(demoUser);
    expect(storage.get("autoLogin")).toBe(true);
    storage.remove("token");
    expect(storage.get("token")).toBeUndefined();
  });

  it("answers undefined for a value that is not JSON", () => {
    window.localStorage.setItem(STORAGE_KEYS.token.key, "{not json");
    expect(storage.get("token")).toBeUndefined();
  });

  it("keys per-game caches by lowercased game code", () => {
    storage.setPerGame("confirmation", "SSQ", { tickets: ["DS:01,02,03,04,05,06|07"] });
    expect(perGameKey("confirmation", "SSQ")).toBe("h5.confirmation.ssq");
    expect(storage.getPerGame("confirmation", "ssq")).toEqual({ tickets: ["DS:01,02,03,04,05,06|07"] });
    expect(PER_GAME_ITEMS.issueNumber).toBe("session");
    storage.setPerGame("issueNumber", "cqssc", "20261121-001");
    expect(window.sessionStorage.getItem("h5.issueNumber.cqssc")).toBe('"20261121-001"');
  });
});
