import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fenToYuan } from "@lottery/rules";
import { integerParam, Msg } from "@lottery/contract";
import type { Deps } from "../../deps.ts";
import { parseParams } from "../../domain/params.ts";
import { refuse } from "../../domain/refusal.ts";
import { ok } from "../../http/envelope.ts";
import { documentedSchema, mergeParams } from "../../http/params.ts";
import { perMinuteLimit } from "../../http/rate-limit.ts";
import { GAME_CATALOGUE } from "../../games/catalogue.ts";
import { verifyLaunch, type LaunchGrant } from "../../games/launch-token.ts";
import { readSetting } from "../../system/settings-store.ts";
import { playPage } from "./play-page.ts";
import { DEMO_PLAY_PATH, demoBalance } from "./provider.ts";
import { DRAGON_CHOICES, engineOf } from "./outcomes.ts";
import { playRound } from "./rounds.ts";

const SCRIPT_PATH = `${DEMO_PLAY_PATH}.js`;
const playScript = fs.readFileSync(new URL("./play.js", import.meta.url), "utf8");
/** Rounds a minute per IP: a person pressing a button, not a script. */
const ROUNDS_PER_MIN = 240;

const tokenParams = z.object({ token: z.string().max(600) });
const roundParams = tokenParams.extend({
  bet: integerParam(1, 1000, Msg.games.betRange),
  choice: z.enum(DRAGON_CHOICES, { error: Msg.games.choiceInvalid }).optional(),
});

/**
 * The demo game platform's own pages and calls, standing for a third-party platform: it trusts the
 * launch token (games/launch-token.ts) instead of API.md's signature, and plays on its own wallet.
 */
export function demoPlayRoutes(app: FastifyInstance, deps: Deps): void {
  app.route({
    method: "GET",
    url: DEMO_PLAY_PATH,
    schema: documentedSchema(
      "GET",
      "Demo game platform: the game page (HTML) of a launch token",
      "games",
      tokenParams,
    ),
    handler: async (request, reply) => {
      const token = String(mergeParams(request).token ?? "");
      const game = await gameOf(deps, token).catch(() => null);
      return reply.type("text/html; charset=utf-8").send(playPage(game, token, SCRIPT_PATH));
    },
  });
  app.get(SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").send(playScript),
  );

  app.route({
    method: "GET",
    url: "/api/games/demo/state",
    schema: documentedSchema(
      "GET",
      "Demo game platform: the launched game and its wallet, yuan",
      "games",
      tokenParams,
    ),
    handler: async (request) => {
      const { token } = parseParams(tokenParams, mergeParams(request));
      const game = await gameOf(deps, token);
      return ok({ ...game, balance: fenToYuan(await demoBalance(deps.db, game.userId, game.company)) });
    },
  });

  app.route({
    method: "POST",
    url: "/api/games/demo/round",
    schema: documentedSchema(
      "POST",
      "Demo game platform: one round of the launched game, `bet` whole yuan (1–1000) from its game wallet; " +
        "龙虎 takes `choice` dragon, tiger or tie",
      "games",
      roundParams,
    ),
    config: perMinuteLimit(ROUNDS_PER_MIN),
    handler: async (request) => {
      const params = parseParams(roundParams, mergeParams(request));
      const game = await gameOf(deps, params.token);
      const result = await playRound(deps.db, game, {
        engine: game.engine,
        stakeFen: params.bet * 100,
        choice: params.choice,
      });
      const { balanceFen, payoutFen, ...rest } = result;
      return ok({ ...rest, payout: fenToYuan(payoutFen), balance: fenToYuan(balanceFen) });
    },
  });
}

export interface LaunchedGame extends LaunchGrant {
  name: string;
  engine: "slot" | "dragon";
}

/** The game a token opens, while it is valid and the game is still in the catalogue. */
async function gameOf(deps: Deps, token: string): Promise<LaunchedGame> {
  const grant = verifyLaunch(token, deps.config.gameLaunchKey, Math.floor(deps.clock().getTime() / 1000));
  if (!grant) throw refuse("games.launchExpired");
  const { games } = await readSetting(deps.db, GAME_CATALOGUE);
  const game = games.find((g) => g.enabled && g.company === grant.company && g.code === grant.gameCode);
  if (!game) throw refuse("games.unknownGame");
  return { ...grant, name: game.name, engine: engineOf(game.category) };
}
