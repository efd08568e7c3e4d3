import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Status } from "@lottery/contract";
import { users, userSessions } from "../src/account/tables.ts";
import { hashToken } from "../src/domain/tokens.ts";
import { call, registerPlayer, startTestServer, type TestServer } from "./helpers.ts";

describe("sessions", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SESSION_TTL_HOURS: "2" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("stores only the token's hash, and records the client type", async () => {
    const res = await call<{ token: string }>(
      server.app,
      "POST",
      "/api/account/webregist",
      { userName: "hash001", password: "secret123" },
      { common: { c: 81 } },
    );
    const token = res.body.models!.token;
    const rows = await server.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.clientType).toBe(81);
    const all = await server.database.db.select().from(userSessions);
    expect(JSON.stringify(all)).not.toContain(token);
  });

  it("answers status 4 once a token has expired", async () => {
    const { token } = await registerPlayer(server.app, "expire01");
    await server.database.db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.tokenHash, hashToken(token)));
    const res = await call(server.app, "GET", "/api/account/userinfo", {}, { token });
    expect(res.body.status).toBe(Status.LOGIN_REQUIRED);
  });

  it("renews a session used past half its life", async () => {
    const { token } = await registerPlayer(server.app, "renew001");
    const soon = new Date(Date.now() + 30 * 60_000); // 30 min left of a 2-hour term
    await server.database.db
      .update(userSessions)
      .set({ expiresAt: soon })
      .where(eq(userSessions.tokenHash, hashToken(token)));
    expect((await call(server.app, "GET", "/api/account/userinfo", {}, { token })).body.status).toBe(0);
    const rows = await server.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.tokenHash, hashToken(token)));
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 100 * 60_000);
  });

  it("signs and stores raw UTF-8 values (a Chinese nickname)", async () => {
    const { token, userInfo } = await registerPlayer(server.app, "utf8sign01");
    const res = await call(server.app, "POST", "/api/account/setname", { nickName: "推广01" }, { token });
    expect(res.body.status).toBe(0);
    const rows = await server.database.db.select().from(users).where(eq(users.id, userInfo.Mid));
    expect(rows[0]?.nickName).toBe("推广01");
  });
});
