import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { Status } from "@lottery/contract";
import { authenticate, type Player } from "../account/sessions.ts";
import type { Deps } from "../deps.ts";
import { ok } from "./envelope.ts";
import { documentedSchema, mergeParams, pathParams } from "./params.ts";
import { parseParams, type RawParams } from "../domain/params.ts";
import { verifySignature } from "./signature.ts";
import { perMinuteLimit, perPlayerLimit } from "./rate-limit.ts";
import { isRefusal, refuse } from "../domain/refusal.ts";

type Auth = "required" | "optional" | "none";

export interface PlayerCallContext<P, A extends Auth> {
  params: P;
  /** The caller: always present on calls that require login. */
  player: A extends "required" ? Player : Player | null;
  clientType: number;
  request: FastifyRequest;
  deps: Deps;
}

export interface PlayerRouteDef<S extends z.ZodType, R, A extends Auth> {
  method: "GET" | "POST";
  /**
   * Path under /api, e.g. "/account/weblogin" (matched case-insensitively); a path naming parameters
   * ("/Activity/:hash") documents `params` as them.
   */
  path: string;
  summary: string;
  tag: string;
  params: S;
  /**
   * What the OpenAPI description shows, when `params` cannot say it (a schema choosing between two
   * shapes by a field documents them as its alternatives); `params` still reads every call.
   */
  documented?: z.ZodType;
  /** required: status 4 without a live token; optional: the player when a valid token is sent. */
  auth: A;
  /** Answers even during maintenance (status checks, server time). */
  duringMaintenance?: boolean;
  /** A stricter per-route limit (requests per minute per IP) than the global one. */
  perMinute?: number;
  /**
   * Requests per minute per logged-in player (status 7 past it), counted once the token names the
   * player: players sharing one address each get this allowance, while `perMinute` is the address's
   * (higher) ceiling.
   */
  perPlayerPerMinute?: number;
  /**
   * "required" (the default): status 3 without a valid `s` and a fresh `t` (API.md §2). "optional" is
   * for public fairness reads only — anyone may check a draw without the app's signing key: a call
   * without `s` is answered, one with `s` is still checked. Such a route must be a GET without login
   * (`auth: "none"`) and carry its own per-IP limit (`perMinute`); registering one otherwise throws.
   */
  signature?: "required" | "optional";
  /**
   * Money into play (bets, group purchases, recharges, game transfers): where the deployment requires
   * it (REQUIRE_REAL_NAME, on in production), only a player whose real name is verified — an adult
   * with a valid ID, account/profile.ts — may call it (status 1 otherwise, after the parameters).
   */
  adultsOnly?: boolean;
  handler: (ctx: PlayerCallContext<z.output<S>, A>) => Promise<R>;
}

const KNOWN_CLIENT_TYPES = new Set([1, 31, 61, 71, 81, 91]);

/**
 * Registers a player call: signature (3) → maintenance (6) → token (4/5) → params (2) → service,
 * answered in the envelope. The zod schema also documents the call in the OpenAPI description
 * (with a note when the signature is optional).
 */
export function playerRoute<S extends z.ZodType, R, A extends Auth>(
  app: FastifyInstance,
  deps: Deps,
  def: PlayerRouteDef<S, R, A>,
): void {
  const unsignedAllowed = def.signature === "optional";
  if (unsignedAllowed && (def.method !== "GET" || def.auth !== "none" || !def.perMinute))
    throw new Error(
      `${def.path}: an unsigned call must be a public GET (auth "none") with its own perMinute`,
    );
  const playerLimit = perPlayerLimit(app, def.perPlayerPerMinute);
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: documentedSchema(
      def.method,
      summaryOf(def),
      def.tag,
      def.documented ?? def.params,
      def.path.includes("/:"),
    ),
    config: perMinuteLimit(def.perMinute),
    handler: async (request) => {
      const raw = mergeParams(request);
      const player = await admitPlayerCall(deps, raw, def.auth, {
        unsigned: unsignedAllowed && !raw.s,
        duringMaintenance: def.duringMaintenance,
      });
      if (player) await playerLimit(request, player.user.id);
      // The signature covers the query and body; a path's parameters (/Activity/:hash) win over them.
      const params = parseParams(def.params, { ...raw, ...pathParams(request) });
      if (def.adultsOnly && deps.config.requireRealName && !player?.user.realNameBound)
        throw refuse("realNameRequired");
      const clientType = clientTypeOf(raw.c);
      const ctx = { params, player, clientType, request, deps } as PlayerCallContext<z.output<S>, A>;
      return ok(await def.handler(ctx));
    },
  });
}

/**
 * The checks a player call passes before its parameters: signature (3, unless an `unsigned` public
 * read), maintenance (6, unless it answers `duringMaintenance`), then the token (4/5) as `auth` asks.
 * Also what a player's event stream (kefu/live-routes.ts) passes before it opens.
 */
export async function admitPlayerCall<A extends Auth>(
  deps: Deps,
  raw: RawParams,
  auth: A,
  options: { unsigned?: boolean; duringMaintenance?: boolean } = {},
): Promise<A extends "required" ? Player : Player | null> {
  if (!options.unsigned) verifySignature(raw, deps.config.signKey, deps.config.signWindowS);
  if (!options.duringMaintenance) await refuseDuringMaintenance(deps);
  return (await playerOf(deps, raw.tk, auth)) as A extends "required" ? Player : Player | null;
}

/** The call's OpenAPI summary; an unsigned public read says so, with its per-IP limit. */
function summaryOf(def: PlayerRouteDef<z.ZodType, unknown, Auth>): string {
  if (def.signature !== "optional") return def.summary;
  return `${def.summary}. Public: no signature needed (a signed call is still checked); ${def.perMinute} calls a minute per IP`;
}

async function refuseDuringMaintenance(deps: Deps): Promise<void> {
  const maintenance = await deps.settings.maintenance();
  if (maintenance.on) throw refuse("maintenance", maintenance.message);
}

/** The caller behind the token; status 4/5 where login is required, null for anonymous callers. */
async function playerOf(deps: Deps, token: string | undefined, auth: Auth): Promise<Player | null> {
  if (auth === "none") return null;
  if (!token) {
    if (auth === "required") throw refuse("loginRequired");
    return null;
  }
  try {
    return await authenticate(deps.db, token, deps.config.sessionTtlHours);
  } catch (error) {
    if (auth === "optional" && isRefusal(error) && error.status === Status.LOGIN_REQUIRED) return null;
    throw error;
  }
}

function clientTypeOf(c: string | undefined): number {
  const n = Number(c);
  return KNOWN_CLIENT_TYPES.has(n) ? n : 1;
}

/** A schema for calls that take no parameters of their own (common parameters pass through). */
export const noParams = z.object({});
