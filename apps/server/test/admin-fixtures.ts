import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Envelope, OperatorLoginModels, OperatorRow, Role } from "@lottery/contract";
import type { Db } from "../src/db/client.ts";
import { operatorCall } from "./helpers.ts";

/** Operator accounts for the console tests: created by a super, logged in, first password changed. */

export const INITIAL_PASSWORD = "initial-pass-1";
export const OWN_PASSWORD = "own-password-1";

/** POST /admin/api/login; answers the envelope. */
export async function operatorLogin(
  app: FastifyInstance,
  userName: string,
  password: string,
): Promise<Envelope<OperatorLoginModels>> {
  const res = await app.inject({ method: "POST", url: "/admin/api/login", payload: { userName, password } });
  return res.json() as Envelope<OperatorLoginModels>;
}

/** Creates an operator through POST /operators (status 0 or the test fails). */
export async function createOperatorAccount(
  app: FastifyInstance,
  superToken: string,
  userName: string,
  role: Role,
): Promise<OperatorRow> {
  const created = await operatorCall<OperatorRow>(app, superToken, "POST", "/operators", {
    userName,
    password: INITIAL_PASSWORD,
    role,
  });
  if (created.status !== 0) throw new Error(`creating ${userName} refused: ${created.msg}`);
  return created.models!;
}

export interface RoleOperator {
  id: number;
  userName: string;
  token: string;
}

let serial = 0;

/** A ready operator of `role`: created, logged in, initial password changed (its session goes on). */
export async function roleOperator(
  app: FastifyInstance,
  superToken: string,
  role: Role,
): Promise<RoleOperator> {
  serial += 1;
  const userName = `${role}Op${serial}`;
  const row = await createOperatorAccount(app, superToken, userName, role);
  const login = await operatorLogin(app, userName, INITIAL_PASSWORD);
  const token = login.models!.token;
  const changed = await operatorCall(app, token, "POST", "/me/password", {
    oldPassword: INITIAL_PASSWORD,
    newPassword: OWN_PASSWORD,
  });
  if (changed.status !== 0) throw new Error(`password change refused: ${changed.msg}`);
  return { id: row.id, userName, token };
}

/** The audit log's rows, oldest first, straight from the table. */
export async function auditRows(db: Db) {
  const result = await db.execute(sql`select * from operator_audit order by seq`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
