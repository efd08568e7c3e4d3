import { afterEach, describe, expect, it, vi } from "vitest";
import { apiHttp } from "./api-client.ts";
import { FINGERPRINT_DELAY_MS, identifyDevice } from "./fingerprint.ts";
import { storage } from "./storage.ts";
import { mockAdapter, resetBrowserState, type SeenRequest } from "#test/helpers.ts";
import { fetchClientIp } from "./api/system.ts";

afterEach(resetBrowserState);

describe("device identity (SPEC 7.3)", () => {
  it("waits 2 s before fingerprinting", () => {
    expect(FINGERPRINT_DELAY_MS).toBe(2000);
  });

  it("stores the fingerprint and the agent of GetFingerprintParam", async () => {
    const log: SeenRequest[] = [];
    apiHttp.adapter = mockAdapter(
      () => ({ data: { status: 0, msg: "", models: { agentId: 42, agentNo: "A0042" } } }),
      log,
    );
    await identifyDevice(async () => "visitor-xyz");
    expect(storage.get("fingerprint")).toBe("visitor-xyz");
    expect(log[0]!.url).toBe("http://localhost/api/SystemConfig/GetFingerprintParam");
    expect(log[0]!.query).toMatchObject({ fingerprint: "visitor-xyz", RDUID: "visitor-xyz" });
    expect(storage.get("agentId")).toBe(JSON.stringify({ agentId: 42, agentNo: "A0042" }));
    expect(storage.get("agentNo")).toBe("A0042");
  });

  it("keeps the IP of GetIP in session", async () => {
    apiHttp.adapter = mockAdapter(() => ({
      data: { status: 0, msg: "", models: { IP: "203.0.113.9" } },
    }));
    await expect(fetchClientIp()).resolves.toBe("203.0.113.9");
    expect(window.sessionStorage.getItem("h5.clientIp")).toBe('"203.0.113.9"');
  });

  it("schedules with the browser's timer", async () => {
    vi.useFakeTimers();
    const { scheduleFingerprint } = await import("./fingerprint.ts");
    const cancel = scheduleFingerprint();
    expect(vi.getTimerCount()).toBe(1);
    cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
});
