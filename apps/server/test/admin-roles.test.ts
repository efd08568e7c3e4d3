import { describe, expect, it } from "vitest";
import { AdminMsg, PERMISSIONS, ROLES, roleHas, Status, type Permission, type Role } from "@lottery/contract";
import { registeredAdminRoutes } from "../src/admin/admin-route.ts";
import { databaseFingerprint } from "./abuse-fixtures.ts";
import { roleOperator, type RoleOperator } from "./admin-fixtures.ts";
import { operatorCall, operatorToken, registerPlayer, startTestServer } from "./helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(async () => {
  const server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000", CODE_SENDER: "dev" });
  const superToken = await operatorToken(server.app);
  const operators = {} as Record<Role, RoleOperator>;
  for (const role of ROLES) operators[role] = await roleOperator(server.app, superToken, role);
  const player = await registerPlayer(server.app, "rolesplayer1");
  return { server, operators, mid: player.userInfo.Mid };
});

const routes = () => registeredAdminRoutes(ctx.server.app.deps);
const SPECIAL = ["self", "public"];

describe("every operator call declares a permission", () => {
  it("registers every call with one from the closed list (login public; /me, /me/password, /logout self)", () => {
    expect(routes().length).toBeGreaterThan(60);
    for (const route of routes())
      expect([...PERMISSIONS, ...SPECIAL], `${route.method} ${route.path}`).toContain(route.permission);
    const special = routes()
      .filter((route) => SPECIAL.includes(route.permission))
      .map((route) => `${route.permission} ${route.method} ${route.path}`)
      .sort();
    expect(special).toEqual([
      "public POST /login",
      "self GET /me",
      "self POST /logout",
      "self POST /me/password",
    ]);
  });

  it("documents each call's permission in the OpenAPI description", () => {
    const paths = (
      ctx.server.app.swagger() as { paths: Record<string, Record<string, { description?: string }>> }
    ).paths;
    const adminPaths = Object.entries(paths).filter(([path]) => path.startsWith("/admin/api/"));
    expect(adminPaths.length).toBeGreaterThan(50);
    for (const [path, methods] of adminPaths)
      for (const [method, operation] of Object.entries(methods))
        expect(operation.description, `${method} ${path}`).toMatch(/^Permission: [a-z.]+$/);
  });
});

/** One call per permission area: a read where there is one, else a harmless change. */
const SAMPLES: Record<Permission, (mid: number) => [method: "GET" | "POST", path: string, payload: object]> =
  {
    dashboard: () => ["GET", "/dashboard", { days: "7" }],
    "players.read": (mid) => ["GET", "/players/detail", { mid: String(mid) }],
    "players.write": (mid) => ["POST", "/players/revoke-sessions", { mid }],
    finance: () => ["GET", "/withdrawals/settings", {}],
    risk: () => ["GET", "/lottery/limits", {}],
    content: () => ["GET", "/content/settings", {}],
    support: () => ["GET", "/dev/codes", { target: "13500000000" }],
    operators: () => ["GET", "/operators", {}],
    audit: () => ["GET", "/audit/verify", {}],
    system: () => ["POST", "/system/maintenance", { on: false }],
  };

describe("role rules: for each role, one call per permission area", () => {
  for (const role of ROLES) {
    for (const permission of PERMISSIONS) {
      const allowed = roleHas(role, permission);
      it(`${role} ${allowed ? "may" : "may not"} use ${permission}`, async () => {
        const [method, path, payload] = SAMPLES[permission](ctx.mid);
        const answer = await operatorCall(
          ctx.server.app,
          ctx.operators[role].token,
          method,
          path,
          payload as Record<string, unknown>,
        );
        if (allowed) expect(answer, answer.msg).toMatchObject({ status: Status.OK });
        else expect(answer).toMatchObject({ status: Status.REFUSED, msg: AdminMsg.forbidden, models: null });
      });
    }
  }
});

describe("a call outside the role is refused, whatever the call", () => {
  const concrete = (path: string) => path.replace(/:(\w+)/g, "W$1");

  for (const role of ROLES.filter((r) => r !== "super")) {
    it(`refuses ${role} every call it lacks the permission of, and changes nothing but the audit log`, async () => {
      const { app, database } = ctx.server;
      const before = await databaseFingerprint(database.db);
      const lacking = routes().filter(
        (route) => !SPECIAL.includes(route.permission) && !roleHas(role, route.permission as Permission),
      );
      expect(lacking.length).toBeGreaterThan(0);
      for (const route of lacking) {
        const answer = await operatorCall(
          app,
          ctx.operators[role].token,
          route.method,
          concrete(route.path),
          {},
        );
        expect(answer, `${role} ${route.method} ${route.path}`).toMatchObject({
          status: Status.REFUSED,
          msg: AdminMsg.forbidden,
        });
      }
      const after = await databaseFingerprint(database.db);
      const changed = Object.keys(after).filter((table) => before[table] !== after[table]);
      expect(changed.filter((table) => table !== "operator_audit")).toEqual([]);
    });
  }

  it("a content operator is refused every finance call, reads and writes", async () => {
    const finance = routes().filter((route) => route.permission === "finance");
    expect(finance.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/withdrawals", "/withdrawals/bulk", "/recharges/reconcile", "/promotions"]),
    );
    for (const route of finance) {
      const answer = await operatorCall(
        ctx.server.app,
        ctx.operators.content.token,
        route.method,
        concrete(route.path),
        { nos: ["W1"], action: "approve", id: 1, mid: ctx.mid, userId: ctx.mid },
      );
      expect(answer.msg, `${route.method} ${route.path}`).toBe(AdminMsg.forbidden);
    }
  });
});
