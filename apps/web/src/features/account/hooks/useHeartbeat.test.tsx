import { act, cleanup, render } from "@testing-library/react";
import { Dialog, Toast } from "antd-mobile";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HeartbeatModels } from "@lottery/contract";
import { mainHttp } from "../../../lib/request.ts";
import { clearSession, hydrateSession, startSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "#test/helpers.ts";
import { HEARTBEAT_INTERVAL_MS, useHeartbeat } from "./useHeartbeat.ts";

const SERVER_TIME = "2026-11-21T20:30:00+08:00";

let log: SeenRequest[];
let beat: HeartbeatModels;
let visibility: DocumentVisibilityState;

function Host() {
  useHeartbeat();
  return null;
}

const heartbeats = () => log.filter((r) => r.url.endsWith("/api/Account/Heartbeat"));

async function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  await act(async () => document.dispatchEvent(new Event("visibilitychange")));
}

beforeEach(() => {
  log = [];
  visibility = "visible";
  beat = {
    serverTime: SERVER_TIME,
    count: 3,
    onlineMinutesToday: 2,
    offlineMinutes: 0,
    rewardAvailable: false,
  };
  vi.useFakeTimers();
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
  mainHttp.adapter = mockAdapter((r) => {
    const models = r.url.endsWith("/OfflineReward") ? { minutes: 90, points: 10, growth: 130 } : beat;
    return { data: { status: 0, msg: "", models } };
  }, log);
  startSession({ token: "tok-1", userInfo: demoUser });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetBrowserState();
  hydrateSession();
});

describe("useHeartbeat", () => {
  it("beats at once and every 60 s, keeping the SPEC 3 counters", async () => {
    await act(async () => render(<Host />));
    expect(heartbeats()).toHaveLength(1);
    expect(heartbeats()[0]).toMatchObject({ method: "POST", body: { tk: "tok-1" } });
    expect(storage.get("heartbeatCount")).toBe(3);
    expect(storage.get("heartbeatIdentify")).toBe(String(demoUser.Mid));
    expect(storage.get("lastHeartbeatTime")).toBe(Date.parse(SERVER_TIME));
    expect(storage.get("offlineMinutes")).toBe(0);

    beat = { ...beat, count: 4 };
    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS));
    expect(heartbeats()).toHaveLength(2);
    expect(storage.get("heartbeatCount")).toBe(4);
  });

  it("sends nothing while the page is hidden and beats again when it shows", async () => {
    await act(async () => render(<Host />));
    await setVisibility("hidden");
    await act(async () => vi.advanceTimersByTimeAsync(3 * HEARTBEAT_INTERVAL_MS));
    expect(heartbeats()).toHaveLength(1);
    await setVisibility("visible");
    expect(heartbeats()).toHaveLength(2);
  });

  it("sends nothing for a visitor, and stops at logout", async () => {
    await act(async () => render(<Host />));
    await act(async () => clearSession());
    await act(async () => vi.advanceTimersByTimeAsync(2 * HEARTBEAT_INTERVAL_MS));
    expect(heartbeats()).toHaveLength(1);
  });

  it("offers the offline reward once and claims it on 领取", async () => {
    const confirm = vi.spyOn(Dialog, "confirm").mockResolvedValue(false);
    beat = { ...beat, offlineMinutes: 90, rewardAvailable: true };
    await act(async () => render(<Host />));
    expect(confirm).toHaveBeenCalledTimes(1);
    const offer = confirm.mock.calls[0]![0];
    expect(offer).toMatchObject({
      title: "离线奖励",
      content: "您离线了90分钟，可领取成长值",
      confirmText: "领取",
    });
    expect(storage.get("offlineMinutes")).toBe(90);

    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS));
    expect(confirm).toHaveBeenCalledTimes(1);

    await act(async () => offer.onConfirm?.());
    expect(log.filter((r) => r.url.endsWith("/api/Account/OfflineReward"))).toHaveLength(1);
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "获得10成长值" }));
    expect(storage.get("offlineMinutes")).toBe(0);
  });
});
