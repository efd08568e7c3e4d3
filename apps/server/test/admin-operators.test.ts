import { describe, expect, it } from "vitest";
import {
  AdminMsg,
  Msg,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  Status,
  type OperatorRow,
  type OperatorSelf,
  type Paged,
} from "@lottery/contract";
import { LOCK_MS, MAX_PASSWORD_FAILURES } from "../src/account/lockout.ts";
import {
  createOperatorAccount,
  INITIAL_PASSWORD,
  operatorLogin,
  OWN_PASSWORD,
  roleOperator,
} from "./admin-fixtures.ts";
import { operatorCall, operatorToken, startTestServer, useTestClock } from "./helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(async () => {
  const server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
  return { server, superToken: await operatorToken(server.app) };
});
const app = () => ctx.server.app;
const as = <T>(
  token: string | null,
  method: "GET" | "POST",
  path: string,
  payload?: Record<string, unknown>,
) => operatorCall<T>(app(), token, method, path, payload);

describe("operator login and own account", () => {
  it("logs the first operator in as super with every permission, the token at the top level", async () => {
    const login = await operatorLogin(app(), "admin", "operator-pass");
    expect(login.status).toBe(0);
    expect(typeof login.models!.token).toBe("string");
    expect(login.models!.operator).toMatchObject({
      userName: "admin",
      role: "super",
      roleName: "超级管理员",
      mustChangePassword: false,
    });
    expect(login.models!.operator.permissions).toEqual([...PERMISSIONS]);
    const me = await as<OperatorSelf>(login.models!.token, "GET", "/me");
    expect(me.models).toEqual(login.models!.operator);
  });

  it("creates an operator who must change the password before anything else", async () => {
    const row = await createOperatorAccount(app(), ctx.superToken, "financeNew", "finance");
    expect(row).toMatchObject({ role: "finance", mustChangePassword: true, disabled: false });
    const login = await operatorLogin(app(), "financeNew", INITIAL_PASSWORD);
    expect(login.models!.operator).toMatchObject({ mustChangePassword: true, role: "finance" });
    expect(login.models!.operator.permissions).toEqual([...ROLE_PERMISSIONS.finance]);
    const token = login.models!.token;
    // Reads and writes alike wait for the change; /me answers.
    for (const [method, path] of [
      ["GET", "/withdrawals"],
      ["POST", "/withdrawals/settings"],
    ] as const) {
      const refused = await as(token, method, path);
      expect(refused).toMatchObject({ status: Status.REFUSED, msg: AdminMsg.passwordChangeRequired });
    }
    expect((await as(token, "GET", "/me")).status).toBe(0);
    const wrongOld = await as(token, "POST", "/me/password", {
      oldPassword: "nope-nope",
      newPassword: OWN_PASSWORD,
    });
    expect(wrongOld).toMatchObject({ status: Status.REFUSED, msg: Msg.wrongOldPassword });
    const same = await as(token, "POST", "/me/password", {
      oldPassword: INITIAL_PASSWORD,
      newPassword: INITIAL_PASSWORD,
    });
    expect(same).toMatchObject({ status: Status.REFUSED, msg: AdminMsg.samePassword });
    const changed = await as<OperatorSelf>(token, "POST", "/me/password", {
      oldPassword: INITIAL_PASSWORD,
      newPassword: OWN_PASSWORD,
    });
    expect(changed.models).toMatchObject({ mustChangePassword: false });
    expect((await as(token, "GET", "/withdrawals")).status).toBe(0);
    expect((await operatorLogin(app(), "financeNew", INITIAL_PASSWORD)).status).toBe(Status.REFUSED);
    expect((await operatorLogin(app(), "financeNew", OWN_PASSWORD)).status).toBe(0);
  });

  it("refuses a duplicate name and a malformed role, name or password (status 2 naming the field)", async () => {
    await createOperatorAccount(app(), ctx.superToken, "dupName", "support");
    const again = await as(ctx.superToken, "POST", "/operators", {
      userName: "dupName",
      password: INITIAL_PASSWORD,
      role: "support",
    });
    expect(again).toMatchObject({ status: Status.REFUSED, msg: AdminMsg.operatorNameTaken });
    const role = await as(ctx.superToken, "POST", "/operators", {
      userName: "badRole",
      password: INITIAL_PASSWORD,
      role: "root",
    });
    expect(role.status).toBe(Status.BAD_PARAM);
    expect(role.msg).toContain("role");
    const short = await as(ctx.superToken, "POST", "/operators", {
      userName: "x",
      password: "1",
      role: "risk",
    });
    expect(short.status).toBe(Status.BAD_PARAM);
  });

  it("logs out: the session ends", async () => {
    const op = await roleOperator(app(), ctx.superToken, "content");
    expect((await as(op.token, "POST", "/logout")).status).toBe(0);
    expect((await as(op.token, "GET", "/me")).status).toBe(Status.LOGIN_REQUIRED);
  });
});

describe("managing operators", () => {
  it("lists operators, paged", async () => {
    const page = await as<Paged<OperatorRow>>(ctx.superToken, "GET", "/operators", {
      pageIndex: "1",
      pageSize: "2",
    });
    expect(page.models!.list).toHaveLength(2);
    expect(page.models!.total).toBeGreaterThanOrEqual(3);
    expect(page.models!.list[0]).toMatchObject({
      id: 1,
      userName: "admin",
      role: "super",
      lastLoginIp: expect.any(String),
    });
  });

  it("disabling an operator ends their sessions at once and stops their logins; enabling lets them back", async () => {
    const op = await roleOperator(app(), ctx.superToken, "risk");
    expect((await as(op.token, "GET", "/me")).status).toBe(0);
    const disabled = await as<OperatorRow>(ctx.superToken, "POST", "/operators/update", {
      id: op.id,
      disabled: true,
    });
    expect(disabled.models).toMatchObject({ disabled: true });
    expect((await as(op.token, "GET", "/me")).status).toBe(Status.LOGIN_REQUIRED);
    expect((await as(op.token, "GET", "/lottery/limits")).status).toBe(Status.LOGIN_REQUIRED);
    expect(await operatorLogin(app(), op.userName, OWN_PASSWORD)).toMatchObject({
      status: Status.REFUSED,
      msg: AdminMsg.operatorDisabled,
    });
    // A wrong password still reads as wrong credentials: the state is told only to the right password.
    expect((await operatorLogin(app(), op.userName, "wrong-password")).msg).toBe(Msg.wrongCredentials);
    await as(ctx.superToken, "POST", "/operators/update", { id: op.id, disabled: false });
    const back = await operatorLogin(app(), op.userName, OWN_PASSWORD);
    expect(back.status).toBe(0);
  });

  it("changes a role: the next call already uses it", async () => {
    const op = await roleOperator(app(), ctx.superToken, "support");
    expect((await as(op.token, "GET", "/lottery/limits")).msg).toBe(AdminMsg.forbidden);
    await as(ctx.superToken, "POST", "/operators/update", { id: op.id, role: "risk" });
    expect((await as(op.token, "GET", "/lottery/limits")).status).toBe(0);
    expect((await as<OperatorSelf>(op.token, "GET", "/me")).models!.role).toBe("risk");
  });

  it("refuses changing one's own role and disabling oneself", async () => {
    const me = await as<OperatorSelf>(ctx.superToken, "GET", "/me");
    const own = await as(ctx.superToken, "POST", "/operators/update", { id: me.models!.id, role: "finance" });
    expect(own).toMatchObject({ status: Status.REFUSED, msg: AdminMsg.ownRole });
    const off = await as(ctx.superToken, "POST", "/operators/update", { id: me.models!.id, disabled: true });
    expect(off).toMatchObject({ status: Status.REFUSED, msg: AdminMsg.disableSelf });
    // Saying what already holds is no change.
    const same = await as(ctx.superToken, "POST", "/operators/update", { id: me.models!.id, role: "super" });
    expect(same.status).toBe(0);
  });

  it("never leaves no enabled super, even when two supers demote each other at once", async () => {
    const server = await startTestServer();
    try {
      const a = { token: await operatorToken(server.app), id: 1 };
      const b = await roleOperator(server.app, a.token, "super");
      const [byA, byB] = await Promise.all([
        operatorCall(server.app, a.token, "POST", "/operators/update", { id: b.id, role: "risk" }),
        operatorCall(server.app, b.token, "POST", "/operators/update", { id: a.id, role: "risk" }),
      ]);
      expect([byA.status, byB.status].filter((status) => status === 0)).toHaveLength(1);
      const refusal = byA.status === 0 ? byB : byA;
      expect([AdminMsg.lastSuper, AdminMsg.forbidden]).toContain(refusal.msg);
      const list = await operatorCall<Paged<OperatorRow>>(
        server.app,
        byA.status === 0 ? a.token : b.token,
        "GET",
        "/operators",
      );
      expect(list.models!.list.filter((row) => row.role === "super" && !row.disabled)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("refuses demoting or disabling the last enabled super (a disabled super does not count)", async () => {
    const server = await startTestServer();
    try {
      const token = await operatorToken(server.app);
      const other = await roleOperator(server.app, token, "super");
      await operatorCall(server.app, token, "POST", "/operators/update", { id: other.id, disabled: true });
      // `other` is a super whose account is off: the service itself refuses it taking the last one away.
      const { updateOperator } = await import("../src/admin/operators.ts");
      const actor = { ...other, role: "super" as const, mustChangePassword: false, sessionId: 0 };
      for (const change of [{ role: "risk" as const }, { disabled: true }])
        await expect(
          updateOperator(server.database.db, actor, { id: 1, ...change }, new Date()),
        ).rejects.toMatchObject({
          message: AdminMsg.lastSuper,
        });
    } finally {
      await server.close();
    }
  });

  it("resets another operator's password: their sessions end and a change is due; not one's own", async () => {
    const op = await roleOperator(app(), ctx.superToken, "finance");
    const reset = await as<OperatorRow>(ctx.superToken, "POST", "/operators/reset-password", {
      id: op.id,
      password: "temporary-1",
    });
    expect(reset.models).toMatchObject({ mustChangePassword: true });
    expect((await as(op.token, "GET", "/me")).status).toBe(Status.LOGIN_REQUIRED);
    const login = await operatorLogin(app(), op.userName, "temporary-1");
    expect(login.models!.operator.mustChangePassword).toBe(true);
    const me = await as<OperatorSelf>(ctx.superToken, "GET", "/me");
    const own = await as(ctx.superToken, "POST", "/operators/reset-password", {
      id: me.models!.id,
      password: "whatever-1",
    });
    expect(own).toMatchObject({ status: Status.REFUSED, msg: AdminMsg.resetOwnPassword });
    const unknown = await as(ctx.superToken, "POST", "/operators/reset-password", {
      id: 99999,
      password: "whatever-1",
    });
    expect(unknown).toMatchObject({ status: Status.REFUSED, msg: AdminMsg.operatorNotFound });
  });

  it("locks an operator after 5 wrong passwords for 15 minutes, as player logins do", async () => {
    const clock = useTestClock(ctx.server);
    const op = await roleOperator(app(), ctx.superToken, "content");
    for (let i = 1; i < MAX_PASSWORD_FAILURES; i += 1)
      expect((await operatorLogin(app(), op.userName, `wrong-${i}`)).msg).toBe(Msg.wrongCredentials);
    const fifth = await operatorLogin(app(), op.userName, "wrong-5");
    expect(fifth).toMatchObject({ status: Status.REFUSED, msg: Msg.accountLocked(15) });
    // Even the right password waits; the list shows the lock.
    expect((await operatorLogin(app(), op.userName, OWN_PASSWORD)).msg).toMatch(/锁定/);
    const list = await as<Paged<OperatorRow>>(ctx.superToken, "GET", "/operators", { pageSize: "100" });
    expect(list.models!.list.find((row) => row.id === op.id)!.locked).toBe(true);
    clock.advance(LOCK_MS);
    expect((await operatorLogin(app(), op.userName, OWN_PASSWORD)).status).toBe(0);
    // The lock cleared the count: four more wrong ones do not lock again.
    for (let i = 1; i < MAX_PASSWORD_FAILURES; i += 1) await operatorLogin(app(), op.userName, `again-${i}`);
    expect((await operatorLogin(app(), op.userName, OWN_PASSWORD)).status).toBe(0);
  });
});
