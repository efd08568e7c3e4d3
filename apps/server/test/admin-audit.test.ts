import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  AdminMsg,
  Msg,
  Status,
  type AuditEntry,
  type AuditVerdict,
  type OperatorSelf,
  type Paged,
} from "@lottery/contract";
import { chinaDay } from "../src/domain/china-time.ts";
import { appendAudit, verifyAuditChain } from "../src/admin/audit.ts";
import { auditRows, roleOperator } from "./admin-fixtures.ts";
import { operatorCall, operatorToken, registerPlayer, startTestServer, type TestServer } from "./helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(async () => {
  const server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
  return { server, token: await operatorToken(server.app) };
});

const admin = <T>(method: "GET" | "POST", path: string, payload?: Record<string, unknown>) =>
  operatorCall<T>(ctx.server.app, ctx.token, method, path, payload);

/** The newest audit entry of an action. */
async function latest(action: string): Promise<AuditEntry> {
  const page = await admin<Paged<AuditEntry>>("GET", "/audit", { action, pageSize: "1" });
  expect(page.status, page.msg).toBe(0);
  return page.models!.list[0]!;
}

describe("what the audit log records", () => {
  it("records a settings change with the state before and after, who, where and the target", async () => {
    const before = (await admin<{ dailyCount: number }>("GET", "/withdrawals/settings")).models!;
    const changed = await admin("POST", "/withdrawals/settings", { dailyCount: before.dailyCount + 2 });
    expect(changed.status).toBe(0);
    const entry = await latest("/withdrawals/settings");
    expect(entry).toMatchObject({
      operatorId: 1,
      operatorName: "admin",
      ip: "127.0.0.1",
      action: "/withdrawals/settings",
      target: "withdrawals.settings",
      params: { dailyCount: before.dailyCount + 2 },
      before: { dailyCount: before.dailyCount },
      after: { dailyCount: before.dailyCount + 2 },
      status: 0,
      msg: "",
    });
    expect(entry.at).toMatch(/\+08:00$/);
  });

  it("records the answer as `after` for calls without a snapshot, and the player as the target", async () => {
    const player = await registerPlayer(ctx.server.app, "auditplayer1");
    const mid = player.userInfo.Mid;
    expect((await admin("POST", "/players/revoke-sessions", { mid })).status).toBe(0);
    expect(await latest("/players/revoke-sessions")).toMatchObject({
      target: String(mid),
      before: null,
      after: { mid },
      status: 0,
    });
    // A ban has a snapshot: the player's banned state before and after.
    await admin("POST", "/players/ban", { mid, banned: true });
    expect(await latest("/players/ban")).toMatchObject({
      before: { mid, banned: false },
      after: { mid, banned: true },
    });
  });

  it("records refusals: business rules, missing rights and malformed params, with the status and message", async () => {
    const rejected = await admin("POST", "/withdrawals/NOPE123/reject", { reason: "测试" });
    expect(rejected.msg).toBe(Msg.withdrawalNotFound);
    expect(await latest("/withdrawals/:no/reject")).toMatchObject({
      target: "NOPE123",
      params: { no: "NOPE123", reason: "测试" },
      after: null,
      status: Status.REFUSED,
      msg: Msg.withdrawalNotFound,
    });

    const content = await roleOperator(ctx.server.app, ctx.token, "content");
    const forbidden = await operatorCall(ctx.server.app, content.token, "POST", "/yuebao/settings", {
      annualRate: 9,
    });
    expect(forbidden.msg).toBe(AdminMsg.forbidden);
    expect(await latest("/yuebao/settings")).toMatchObject({
      operatorName: content.userName,
      params: { annualRate: 9 },
      status: Status.REFUSED,
      msg: AdminMsg.forbidden,
    });

    const malformed = await admin("POST", "/lottery/close-times", { gameCode: "ssq", seconds: null });
    expect(malformed.status).toBe(Status.BAD_PARAM);
    expect(await latest("/lottery/close-times")).toMatchObject({
      params: { gameCode: "ssq", seconds: null },
      status: Status.BAD_PARAM,
      msg: malformed.msg,
    });
  });

  it("never records a password", async () => {
    await admin("POST", "/operators", { userName: "auditPw1", password: "secret-pass-1", role: "risk" });
    expect((await latest("/operators")).params).toEqual({
      userName: "auditPw1",
      password: "***",
      role: "risk",
    });
    const me = await admin<OperatorSelf>("GET", "/me");
    await admin("POST", "/me/password", { oldPassword: "guess-guess", newPassword: "another-pass-1" });
    expect(await latest("/me/password")).toMatchObject({
      target: "",
      params: { oldPassword: "***", newPassword: "***" },
      msg: Msg.wrongOldPassword,
      operatorId: me.models!.id,
    });
    const rows = await auditRows(ctx.server.database.db);
    expect(JSON.stringify(rows)).not.toMatch(/secret-pass-1|another-pass-1|guess-guess/);
  });

  it("leaves out logins and reads", async () => {
    const before = (await auditRows(ctx.server.database.db)).length;
    await operatorToken(ctx.server.app);
    await admin("GET", "/withdrawals/settings");
    await admin("GET", "/me");
    expect((await auditRows(ctx.server.database.db)).length).toBe(before);
  });

  it("lists newest first with filters by operator, action, target and China dates", async () => {
    const all = (await admin<Paged<AuditEntry>>("GET", "/audit", { pageSize: "100" })).models!;
    expect(all.total).toBeGreaterThan(5);
    const seqs = all.list.map((entry) => entry.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    const byName = (await admin<Paged<AuditEntry>>("GET", "/audit", { operator: "admin", pageSize: "100" }))
      .models!;
    expect(byName.list.every((entry) => entry.operatorName === "admin")).toBe(true);
    expect(byName.total).toBeLessThan(all.total);
    const byId = (await admin<Paged<AuditEntry>>("GET", "/audit", { operatorId: "1", pageSize: "100" }))
      .models!;
    expect(byId.total).toBe(byName.total);
    const byTarget = (await admin<Paged<AuditEntry>>("GET", "/audit", { target: "NOPE123" })).models!;
    expect(byTarget.list.map((entry) => entry.action)).toEqual(["/withdrawals/:no/reject"]);
    const today = chinaDay(new Date());
    expect((await admin<Paged<AuditEntry>>("GET", "/audit", { from: today, to: today })).models!.total).toBe(
      all.total,
    );
    const past = (await admin<Paged<AuditEntry>>("GET", "/audit", { from: "2020-01-01", to: "2020-01-31" }))
      .models!;
    expect(past).toEqual({ list: [], total: 0 });
    const reversed = await admin("GET", "/audit", { from: "2020-02-01", to: "2020-01-01" });
    expect(reversed.status).toBe(Status.BAD_PARAM);
  });

  it("keeps one unbroken chain under concurrent writes", async () => {
    const writes = Array.from({ length: 12 }, (_, i) =>
      admin("POST", "/system/maintenance", { on: false, message: `并发${i}` }),
    );
    expect((await Promise.all(writes)).every((answer) => answer.status === 0)).toBe(true);
    const verdict = (await admin<AuditVerdict>("GET", "/audit/verify")).models!;
    const rows = await auditRows(ctx.server.database.db);
    expect(verdict).toMatchObject({ ok: true, checked: rows.length, broken: null });
    expect(verdict.head).toEqual({ seq: rows.length, hash: rows.at(-1)!.hash });
    expect(rows.map((row) => Number(row.seq))).toEqual(rows.map((_, i) => i + 1));
  });
});

describe("the audit log cannot be changed quietly", () => {
  const tamper = async (server: TestServer, statement: string) => {
    const db = server.database.db;
    await db.execute(sql.raw("ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_no_change"));
    try {
      await db.execute(sql.raw(statement));
    } finally {
      await db.execute(sql.raw("ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_no_change"));
    }
  };

  it("refuses UPDATE, DELETE and TRUNCATE on the table", async () => {
    const db = ctx.server.database.db;
    for (const statement of [
      "UPDATE operator_audit SET msg = 'x' WHERE seq = 1",
      "DELETE FROM operator_audit WHERE seq = 1",
      "TRUNCATE operator_audit",
    ])
      await expect(db.execute(sql.raw(statement)), statement).rejects.toThrow();
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it("names the row changed behind the trigger's back, then the gap of a deleted row", async () => {
    const server = await startTestServer();
    try {
      const token = await operatorToken(server.app);
      for (let i = 0; i < 5; i += 1)
        await operatorCall(server.app, token, "POST", "/system/maintenance", { on: false, message: `m${i}` });
      const check = () => operatorCall<AuditVerdict>(server.app, token, "GET", "/audit/verify");
      expect((await check()).models).toMatchObject({ ok: true, checked: 5 });

      await tamper(server, "UPDATE operator_audit SET msg = '改过' WHERE seq = 3");
      expect((await check()).models).toMatchObject({
        ok: false,
        checked: 2,
        broken: { seq: 3, reason: AdminMsg.audit.hashMismatch },
      });
      // Recomputing the row's own hash only moves the break to the next row.
      const db = server.database.db;
      const [row3] = (await auditRows(db)).filter((row) => Number(row.seq) === 3);
      const { rowHash } = await import("../src/admin/audit.ts");
      const rehash = rowHash(String(row3!.prev_hash), {
        seq: 3,
        at: new Date(row3!.at as string),
        operatorId: Number(row3!.operator_id),
        operatorName: String(row3!.operator_name),
        ip: String(row3!.ip),
        action: String(row3!.action),
        target: String(row3!.target),
        params: row3!.params,
        before: row3!.before,
        after: row3!.after,
        status: Number(row3!.status),
        msg: String(row3!.msg),
      });
      await tamper(server, `UPDATE operator_audit SET hash = '${rehash}' WHERE seq = 3`);
      expect((await check()).models!.broken).toEqual({ seq: 4, reason: AdminMsg.audit.prevMismatch });

      await tamper(server, "DELETE FROM operator_audit WHERE seq >= 3 AND seq <= 4");
      expect((await check()).models!.broken).toEqual({ seq: 5, reason: AdminMsg.audit.seqGap(3) });
    } finally {
      await server.close();
    }
  });

  it("starts a chain from 64 zeros and links each row to the one before", async () => {
    const server = await startTestServer();
    try {
      const db = server.database.db;
      const record = {
        at: new Date(),
        operatorId: 1,
        operatorName: "admin",
        ip: "10.0.0.1",
        action: "/x",
        target: "t\u0000",
        params: { nested: { b: 1, a: [1.5, "二", null, true] } },
        before: null,
        after: { ok: true },
        status: 0,
        msg: "",
      };
      expect(await appendAudit(db, record)).toBe(1);
      expect(await appendAudit(db, record)).toBe(2);
      const rows = await auditRows(db);
      expect(rows[0]!.prev_hash).toBe("0".repeat(64));
      expect(rows[1]!.prev_hash).toBe(rows[0]!.hash);
      expect(rows[0]!.target).toBe("t\uFFFD");
      expect(await verifyAuditChain(db)).toMatchObject({ ok: true, checked: 2 });
    } finally {
      await server.close();
    }
  });
});
