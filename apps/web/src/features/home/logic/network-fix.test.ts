import { describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { storage } from "../../../lib/storage.ts";
import { diagnoseNetwork, networkReportLines, NETWORK_CACHE_ITEMS } from "./app-refresh.ts";

useRealServer();

describe("网络修复 (FixEnternet) says what it did and what it found", () => {
  it("clears the cached lists, times the real server and checks the device clock", async () => {
    storage.set("tabInfo", { menus: [], hotGames: ["ssq"], unreadMail: 0 });
    storage.set("clientIp", "10.0.0.1");
    const report = await diagnoseNetwork();
    expect(report.cleared).toBe(2);
    // Only the server address is back: the probe itself resolved it afresh.
    expect(NETWORK_CACHE_ITEMS.filter((item) => storage.get(item) !== undefined)).toEqual(["baseUrl"]);
    expect(report.latencyMs).toBeGreaterThanOrEqual(0);
    expect(Math.abs(report.clockOffsetS ?? 99)).toBeLessThanOrEqual(2);
    const lines = networkReportLines(report);
    expect(lines[0]).toBe("已清除本地缓存 2 项");
    expect(lines[1]).toMatch(/^服务器连接正常，响应 \d+ 毫秒$/);
    expect(lines[2]).toBe("手机时间准确");
  });

  it("says when the server cannot be reached and when the phone's clock is off", () => {
    expect(networkReportLines({ cleared: 0, latencyMs: null, clockOffsetS: null })).toEqual([
      "已清除本地缓存 0 项",
      "无法连接服务器，请检查网络后重试",
    ]);
    expect(networkReportLines({ cleared: 1, latencyMs: 80, clockOffsetS: -400 })[2]).toBe(
      "手机时间慢了 400 秒，请开启自动设置时间",
    );
  });
});
