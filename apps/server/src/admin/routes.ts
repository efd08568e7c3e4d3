import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  auditListParams,
  operatorCreateParams,
  operatorLoginParams,
  operatorPasswordParams,
  operatorResetParams,
  operatorUpdateParams,
  pagingParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { adminRoute, type AdminRouteDef } from "./admin-route.ts";
import { listAudit, verifyAuditChain } from "./audit.ts";
import { consoleRoutes } from "./console-routes.ts";
import {
  createOperator,
  listOperators,
  operatorState,
  resetOperatorPassword,
  updateOperator,
} from "./operators.ts";
import { changeOwnPassword, operatorLogin, operatorLogout, operatorSelf } from "./service.ts";

/**
 * Operator login, own account, operator accounts, the audit log and the system switches; the console's
 * reads of other modules (console-routes.ts); other modules add their own operator calls.
 */
export function adminRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);
  sessionRoutes(app, deps);
  operatorRoutes(app, deps);
  auditRoutes(app, deps);
  consoleRoutes(app, deps);

  route({
    method: "POST",
    path: "/system/maintenance",
    permission: "system",
    summary: "Turn maintenance on or off (status 6 on every player call while on)",
    params: z.object({ on: z.boolean(), message: z.string().max(200).default("") }),
    target: "system.maintenance",
    snapshot: () => deps.settings.maintenance(),
    handler: async ({ params }) => {
      await deps.settings.setMaintenance({ on: params.on, message: params.message });
      return { on: params.on };
    },
  });
}

function sessionRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);
  route({
    method: "POST",
    path: "/login",
    permission: "public",
    summary:
      "Operator login → {token, operator: {id, userName, role, permissions, mustChangePassword}}; 5 wrong " +
      "passwords within 15 minutes lock the account for 15 minutes",
    params: operatorLoginParams,
    perMinute: deps.config.authRateLimitPerMin,
    handler: ({ params, request }) =>
      operatorLogin(deps.db, params.userName, params.password, { ip: request.ip, now: deps.clock() }),
  });

  route({
    method: "POST",
    path: "/logout",
    permission: "self",
    summary: "End this operator session",
    params: noParams,
    handler: ({ operator }) => operatorLogout(deps.db, operator!),
  });

  route({
    method: "GET",
    path: "/me",
    permission: "self",
    summary: "The operator logged in: id, userName, role, permissions, mustChangePassword",
    params: noParams,
    handler: ({ operator }) => operatorSelf(deps.db, operator!),
  });

  route({
    method: "POST",
    path: "/me/password",
    permission: "self",
    summary:
      "Change one's own password {oldPassword, newPassword (8-64)}: clears mustChangePassword and ends the " +
      "operator's other sessions",
    params: operatorPasswordParams,
    handler: ({ params, operator }) =>
      changeOwnPassword(deps.db, operator!, params.oldPassword, params.newPassword),
  });
}

function operatorRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);
  route({
    method: "GET",
    path: "/operators",
    permission: "operators",
    summary: "Operator accounts (paged, oldest first) with role, disabled, mustChangePassword, last login",
    params: pagingParams,
    handler: ({ params }) => listOperators(deps.db, params, deps.clock()),
  });

  route({
    method: "POST",
    path: "/operators",
    permission: "operators",
    summary:
      "Create an operator {userName, password, role} (super, finance, risk, content, support); they must " +
      "change the password at the first login",
    params: operatorCreateParams,
    target: (params) => params.userName,
    handler: ({ params }) => createOperator(deps.db, params, deps.clock()),
  });

  route({
    method: "POST",
    path: "/operators/update",
    permission: "operators",
    summary:
      "Change an operator's role or disable/enable them {id, role?, disabled?}; not one's own role or " +
      "account, never the last enabled super. A disabled operator's sessions end at once",
    params: operatorUpdateParams,
    snapshot: (params) => operatorState(deps.db, params.id, deps.clock()),
    handler: ({ params, operator }) => updateOperator(deps.db, operator!, params, deps.clock()),
  });

  route({
    method: "POST",
    path: "/operators/reset-password",
    permission: "operators",
    summary:
      "Set another operator's password {id, password}: they must change it at the next login and their " +
      "sessions end",
    params: operatorResetParams,
    handler: ({ params, operator }) =>
      resetOperatorPassword(deps.db, operator!, params.id, params.password, deps.clock()),
  });
}

function auditRoutes(app: FastifyInstance, deps: Deps): void {
  const route = <S extends z.ZodType, R>(def: AdminRouteDef<S, R>) => adminRoute(app, deps, def);
  route({
    method: "GET",
    path: "/audit",
    permission: "audit",
    summary:
      "The operator audit log, newest first; filters operatorId, operator (user name), action (path), " +
      "target, from/to (China dates)",
    params: auditListParams,
    handler: ({ params }) => listAudit(deps.db, params),
  });

  route({
    method: "GET",
    path: "/audit/verify",
    permission: "audit",
    summary: "Walk the audit log's hash chain: ok, rows checked, the head, the first broken row",
    params: noParams,
    handler: () => verifyAuditChain(deps.db),
  });
}
