import { describe, expect, it } from "vitest";
import { Msg, type ServerTimeModels } from "@lottery/contract";
import { call, operatorCall } from "./helpers.ts";
import { startMoneyServer } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(() => startMoneyServer());
const app = () => ctx.server.app;

async function serverTimeMs(): Promise<number> {
  const res = await call<ServerTimeModels>(app(), "GET", "/api/SystemConfig/GetServerTime", {});
  return res.body.models!.timestamp * 1000;
}

describe("the test-only clock (POST /admin/api/dev/clock)", () => {
  it("is refused unless ALLOW_CLOCK_SHIFT is on, then moves every call's clock forward; malformed → status 2", async () => {
    const off = await operatorCall(app(), ctx.operator, "POST", "/dev/clock", { advanceSeconds: 60 });
    expect(off).toMatchObject({ status: 1, msg: Msg.devClockOff });
    const before = await serverTimeMs();
    expect(Math.abs(before - Date.now())).toBeLessThan(60_000);

    ctx.server.config.allowClockShift = true;
    try {
      for (const bad of [{ advanceSeconds: 0 }, { advanceSeconds: 172_801 }, { advanceSeconds: "x" }, {}]) {
        const answer = await operatorCall(app(), ctx.operator, "POST", "/dev/clock", bad);
        expect(answer.status, JSON.stringify(bad)).toBe(2);
        expect(answer.msg).toContain("advanceSeconds");
      }
      const moved = await operatorCall<{ now: string }>(app(), ctx.operator, "POST", "/dev/clock", {
        advanceSeconds: 86_400,
      });
      expect(moved.status).toBe(0);
      expect(Date.parse(moved.models!.now) - Date.now()).toBeGreaterThan(86_000_000);
      const after = await serverTimeMs();
      expect(after - before).toBeGreaterThan(86_000_000);
      const anonymous = await operatorCall(app(), null, "POST", "/dev/clock", { advanceSeconds: 1 });
      expect(anonymous.status).not.toBe(0);
    } finally {
      ctx.server.config.allowClockShift = false;
    }
  });
});
