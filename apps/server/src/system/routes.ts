import type { FastifyInstance } from "fastify";
import { type ServerTimeModels, type SystemStatusModels } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuseWith } from "../domain/refusal.ts";

/** SystemConfig calls: server time, maintenance status, the caller's IP (fingerprint attribution: account/center-routes.ts). */
export function systemRoutes(app: FastifyInstance, deps: Deps): void {
  playerRoute(app, deps, {
    method: "GET",
    path: "/SystemConfig/GetServerTime",
    summary: "Server time (China time) and unix seconds",
    tag: "system",
    params: noParams,
    auth: "none",
    duringMaintenance: true,
    handler: async (): Promise<ServerTimeModels> => {
      const now = deps.clock();
      return { serverTime: chinaTimeIso(now), timestamp: Math.floor(now.getTime() / 1000) };
    },
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/SystemConfig/CheckSystemStatus",
    summary: "Status 0 when open; status 6 with the operator's message during maintenance",
    tag: "system",
    params: noParams,
    auth: "none",
    duringMaintenance: true,
    handler: async (): Promise<SystemStatusModels> => {
      const maintenance = await deps.settings.maintenance();
      if (maintenance.on) {
        throw refuseWith(
          { maintenance: true, message: maintenance.message },
          "maintenance",
          maintenance.message,
        );
      }
      return { maintenance: false, message: "" };
    },
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/SystemConfig/GetIP",
    summary: "The caller's IP as the server sees it (SPEC 7.3: models.IP)",
    tag: "system",
    params: noParams,
    auth: "none",
    duringMaintenance: true,
    handler: async ({ request }) => ({ IP: request.ip }),
  });
}
