import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { Msg } from "@lottery/contract";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { makeDeps, type Connections, type Deps } from "./deps.ts";
import { frameworkErrors, installErrorHandling } from "./http/errors.ts";
import { loggerOptions } from "./http/logging.ts";
import { installRateLimit } from "./http/rate-limit.ts";
import { accountRoutes } from "./account/routes.ts";
import { accountAdminRoutes } from "./account/admin-routes.ts";
import { playerConsoleRoutes } from "./account/console-routes.ts";
import { lotteryConsoleRoutes } from "./lottery/console-routes.ts";
import { sportsConsoleRoutes } from "./sports/console-routes.ts";
import { rechargeConsoleRoutes } from "./wallet/console-routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { cardRoutes } from "./cards/routes.ts";
import { contentAdminRoutes } from "./content/admin-routes.ts";
import { contentRoutes } from "./content/routes.ts";
import { systemRoutes } from "./system/routes.ts";
import { systemAdminRoutes } from "./system/admin-routes.ts";
import { walletAdminRoutes } from "./wallet/admin-routes.ts";
import { walletRoutes } from "./wallet/routes.ts";
import { withdrawalRoutes } from "./withdrawal/routes.ts";
import { withdrawalAdminRoutes } from "./withdrawal/admin-routes.ts";
import { promotionRoutes } from "./promotions/routes.ts";
import { promotionAdminRoutes } from "./promotions/admin-routes.ts";
import { loyaltyRoutes } from "./loyalty/routes.ts";
import { loyaltyAdminRoutes } from "./loyalty/admin-routes.ts";
import { yuebaoRoutes } from "./yuebao/routes.ts";
import { saferRoutes } from "./safety/routes.ts";
import { pushRoutes } from "./push/routes.ts";
import { saferConsoleRoutes } from "./safety/console-routes.ts";
import { yuebaoAdminRoutes } from "./yuebao/admin-routes.ts";
import { transferRoutes } from "./games/routes.ts";
import { gamesAdminRoutes } from "./games/admin-routes.ts";
import { demoGamesAdminRoutes } from "./demo/games/admin-routes.ts";
import { demoPlayRoutes } from "./demo/games/play-routes.ts";
import { lobbyRoutes } from "./games/lobby-routes.ts";
import { kefuRoutes } from "./kefu/routes.ts";
import { kefuAdminRoutes } from "./kefu/admin-routes.ts";
import { lotteryResultRoutes } from "./lottery/results-routes.ts";
import { lotteryDrawAdminRoutes } from "./lottery/draw-admin-routes.ts";
import { eventRoutes } from "./events/routes.ts";
import { sportsBetRoutes } from "./sports/bet-routes.ts";
import { sportsBetAdminRoutes } from "./sports/limits-routes.ts";
import { lotteryOrderRoutes } from "./lottery/order-routes.ts";
import { togetherAdminRoutes } from "./together/admin-routes.ts";
import { togetherRoutes } from "./together/routes.ts";
import { followRoutes } from "./follow/routes.ts";
import { followAdminRoutes } from "./follow/admin-routes.ts";
import { communityRoutes } from "./community/routes.ts";
import { communityAdminRoutes } from "./community/admin-routes.ts";
import { agentRoutes } from "./agents/routes.ts";
import { agentAdminRoutes } from "./agents/admin-routes.ts";
import { followInfoOf } from "./follow/follow-reads.ts";
import { numberOrderDetail } from "./lottery/order-detail.ts";
import { orderRoutes } from "./orders/routes.ts";
import type { OrderDetailBuilders } from "./orders/records.ts";
import { instantRoutes } from "./instant/routes.ts";
import { instantAdminRoutes } from "./instant/admin-routes.ts";
import { ssjcRoutes } from "./ssjc/routes.ts";
import { ssjcAdminRoutes } from "./ssjc/admin-routes.ts";
import { ssjcEventRoutes } from "./ssjc/event-routes.ts";
import { ssjcEventAdminRoutes } from "./ssjc/event-admin-routes.ts";
import { outrightRoutes } from "./sports/outright-routes.ts";
import { outrightAdminRoutes } from "./sports/outright-admin-routes.ts";
import { outrightOrderDetail } from "./sports/outright-detail.ts";
import { isOutrightDetail } from "./sports/outright-prize.ts";
import { sportsOrderDetail } from "./sports/order-detail.ts";
import { lotteryLimitsAdminRoutes } from "./lottery/limits-routes.ts";
import { sportsAdminRoutes } from "./sports/admin-routes.ts";
import { sportsRoutes } from "./sports/routes.ts";

export interface BuildOptions {
  config: Config;
  db: Db;
  /** A replica and direct connections (main.ts passes the opened database's; tests mostly none). */
  connections?: Connections;
  /** false silences request logs (tests). */
  logger?: boolean;
  /** Where logs go (stdout by default). */
  logStream?: NodeJS.WritableStream;
}

type RouteModule = (app: FastifyInstance, deps: Deps) => void;

/** Every module's player calls, under /api (each module registers its own). */
const PLAYER_ROUTES: readonly RouteModule[] = [
  systemRoutes,
  accountRoutes,
  contentRoutes,
  cardRoutes,
  walletRoutes,
  withdrawalRoutes,
  promotionRoutes,
  loyaltyRoutes,
  yuebaoRoutes,
  saferRoutes,
  pushRoutes,
  transferRoutes,
  gameLobbyRoutes,
  lotteryResultRoutes,
  eventRoutes,
  sportsRoutes,
  sportsBetRoutes,
  lotteryOrderRoutes,
  togetherRoutes,
  followRoutes,
  communityRoutes,
  agentRoutes,
  instantRoutes,
  ssjcRoutes,
  ssjcEventRoutes,
  outrightRoutes,
  (app, deps) => orderRoutes(app, deps, ORDER_DETAIL_BUILDERS),
];

/** Every module's operator calls, under /admin/api. */
const ADMIN_ROUTES: readonly RouteModule[] = [
  adminRoutes,
  accountAdminRoutes,
  contentAdminRoutes,
  walletAdminRoutes,
  withdrawalAdminRoutes,
  promotionAdminRoutes,
  loyaltyAdminRoutes,
  yuebaoAdminRoutes,
  gamesAdminRoutes,
  demoGamesAdminRoutes,
  kefuAdminRoutes,
  lotteryDrawAdminRoutes,
  sportsBetAdminRoutes,
  lotteryLimitsAdminRoutes,
  sportsAdminRoutes,
  playerConsoleRoutes,
  saferConsoleRoutes,
  rechargeConsoleRoutes,
  lotteryConsoleRoutes,
  sportsConsoleRoutes,
  togetherAdminRoutes,
  followAdminRoutes,
  communityAdminRoutes,
  agentAdminRoutes,
  instantAdminRoutes,
  ssjcAdminRoutes,
  ssjcEventAdminRoutes,
  outrightAdminRoutes,
  systemAdminRoutes,
];

/**
 * The app factory: outside plugins (helmet, rate limit, form bodies, OpenAPI), then our plumbing
 * (errors), then each module's routes, then the web build with SPA fallback.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db, connections, logger = true, logStream } = options;
  const app = Fastify({
    logger: logger
      ? { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) }
      : false,
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 256 * 1024,
    frameworkErrors,
  });
  // Schemas document calls; validation runs on merged query + body inside each route (http/params.ts).
  app.setValidatorCompiler(() => (value) => ({ value }));
  installErrorHandling(app);
  await app.register(helmet, { contentSecurityPolicy: cspFor(config) });
  await installRateLimit(app, config.rateLimitPerMin);
  await app.register(formbody);
  await registerDocs(app);

  const deps = makeDeps(db, config, app.log, connections);
  app.decorate("deps", deps);
  app.get("/health", { config: { rateLimit: false } }, async () => ({ ok: true }));
  for (const register of PLAYER_ROUTES) register(app, deps);
  await app.register(
    async (admin) => {
      for (const register of ADMIN_ROUTES) register(admin, deps);
    },
    { prefix: "/admin/api" },
  );
  await serveWeb(app, config);
  return app;
}

/** What order/detail adds per kind: a sports order its legs, and a follower's order its commission. */
const ORDER_DETAIL_BUILDERS: OrderDetailBuilders = {
  number: numberOrderDetail,
  sports: async (db, order) =>
    isOutrightDetail(order.detail)
      ? { outright: await outrightOrderDetail(db, order, order.detail) }
      : {
          sports: await sportsOrderDetail(db, order),
          ...(await followInfoOf(db, order)),
        },
  scratch: async () => ({}),
};

/** The game lobby, the demo game platform's pages and customer service (issue 28). */
function gameLobbyRoutes(app: FastifyInstance, deps: Deps): void {
  lobbyRoutes(app, deps);
  demoPlayRoutes(app, deps);
  kefuRoutes(app, deps);
}

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
  }
}

async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "彩票 H5 API",
        description:
          "Player calls under /api (envelope {status,msg,models}, signed per API.md §2; GET params in the query, POST params as form fields), operator calls under /admin/api (Bearer token, JSON).",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
}

function cspFor(config: Config) {
  return {
    useDefaults: true,
    directives: {
      "img-src": ["'self'", "data:", "https:"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "script-src": ["'self'"],
      "frame-src": ["'self'", "https:"],
      "connect-src": ["'self'"],
      "upgrade-insecure-requests": config.production ? [] : null,
    },
  };
}

/**
 * Serves apps/web's build at / and apps/admin's at /admin/, each with SPA fallback; unknown /api and
 * /admin/api paths get an envelope 404.
 */
async function serveWeb(app: FastifyInstance, config: Config): Promise<void> {
  const hasBuild = fs.existsSync(path.join(config.webDist, "index.html"));
  const hasAdmin = fs.existsSync(path.join(config.adminDist, "index.html"));
  if (hasBuild) await app.register(fastifyStatic, { root: config.webDist, wildcard: false });
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: config.adminDist,
      prefix: "/admin/",
      wildcard: false,
      decorateReply: !hasBuild,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.toLowerCase();
    const pathname = url.split("?")[0] ?? url;
    // A missing /admin/assets file stays a 404: an old page asking for a replaced chunk must not get HTML.
    const isAdminPage =
      pathname === "/admin" || (pathname.startsWith("/admin/") && !/^\/admin\/(api|assets)\//.test(pathname));
    if (request.method === "GET" && hasAdmin && isAdminPage) {
      return reply.type("text/html").sendFile("index.html", config.adminDist);
    }
    if (url.startsWith("/api/") || url.startsWith("/admin/") || request.method !== "GET" || !hasBuild) {
      return reply.code(404).send({ status: 1, msg: Msg.notFound, models: null });
    }
    return reply.type("text/html").sendFile("index.html");
  });
}
