import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CLIENT_VERSION, newerClientVersion } from "@lottery/contract";
import { useRealServer } from "#test/real-server.ts";
import { startSession, useSession } from "../lib/session.ts";
import { storage } from "../lib/storage.ts";
import { useVersionCheck } from "./version-check.ts";

const server = useRealServer();

function Host() {
  useVersionCheck();
  return null;
}

describe("the version check (user info's v)", () => {
  it("counts only a confirmed version newer than the running client", () => {
    expect(newerClientVersion(CLIENT_VERSION)).toBe(false);
    expect(newerClientVersion(CLIENT_VERSION + 1)).toBe(true);
    expect(newerClientVersion(202006999, 1)).toBe(false);
    expect(newerClientVersion(202007000, 1)).toBe(true);
  });

  it("says nothing when the server serves this build", async () => {
    const auth = await server.login("vcheck01");
    expect(auth.userInfo.v).toBe(CLIENT_VERSION);
    render(<Host />);
    await act(async () => undefined);
    expect(screen.queryByText("发现新版本")).toBeNull();
  });

  it("offers a newer build once per version", async () => {
    const auth = await server.login("vcheck02");
    const newer = { ...auth, userInfo: { ...auth.userInfo, v: CLIENT_VERSION + 1 } };
    act(() => startSession(newer));
    const view = render(<Host />);
    expect(await screen.findByText("发现新版本")).toBeTruthy();
    await act(async () => screen.getByText("稍后").click());
    expect(storage.get("versionAsked")).toBe(CLIENT_VERSION + 1);
    view.unmount();
    // A closing dialog may linger in jsdom: no second one opens for the same version.
    const shown = screen.queryAllByText("发现新版本").length;
    render(<Host />);
    await act(async () => useSession.setState({ userInfo: newer.userInfo }));
    expect(screen.queryAllByText("发现新版本")).toHaveLength(shown);
  });
});
