import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Status } from "@lottery/contract";
import { call, startTestServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_MIN: "40", AUTH_RATE_LIMIT_PER_MIN: "3" });
});
afterAll(async () => {
  await server.close();
});

describe("rate limits (status 7)", () => {
  it("limits login per IP more strictly than other calls", async () => {
    const attempt = (ip: string) =>
      call(
        server.app,
        "POST",
        "/api/account/weblogin",
        { userName: "nobody1", password: "whatever1" },
        { ip },
      );
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt("10.0.0.1")).body.status);
    expect(statuses).toEqual([Status.REFUSED, Status.REFUSED, Status.REFUSED, Status.TOO_MANY_REQUESTS]);
    // Another IP still gets through, and so do other calls from the limited IP.
    expect((await attempt("10.0.0.2")).body.status).toBe(Status.REFUSED);
    const time = await call(server.app, "GET", "/api/SystemConfig/GetServerTime", {}, { ip: "10.0.0.1" });
    expect(time.body.status).toBe(0);
  });

  it("limits every call globally per IP", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 45; i += 1) {
      const res = await call(server.app, "GET", "/api/SystemConfig/GetServerTime", {}, { ip: "10.0.0.9" });
      expect(res.http).toBe(200);
      statuses.add(res.body.status);
    }
    expect(statuses).toEqual(new Set([0, Status.TOO_MANY_REQUESTS]));
  });
});
