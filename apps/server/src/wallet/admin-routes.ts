import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { yuanToFen } from "@lottery/rules";
import { integerParam, Msg, yuanAmountSchema } from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { auditLedger } from "./audit.ts";
import { operatorChannels, saveChannel, type ChannelInput } from "./recharge/channels.ts";

/** Operator calls of the wallet: the ledger audit and the recharge channels. */
export function walletAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const providers = deps.paymentProviders;

  adminRoute(app, deps, {
    method: "GET",
    path: "/ledger/audit",
    permission: "finance",
    summary: "Audit the ledger: journals sum to zero, balances equal their entries, no player below zero",
    params: noParams,
    handler: () => auditLedger(deps.db),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/recharge/channels",
    permission: "finance",
    summary: "Every recharge channel (money in yuan), with whether its payment provider is switched on",
    params: noParams,
    handler: () => operatorChannels(deps.db, providers),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/recharge/channels",
    permission: "finance",
    summary: "Create recharge channel `code` or replace it whole (min, max and presets in yuan)",
    params: channelParams,
    snapshot: async (params) =>
      (await operatorChannels(deps.db, providers)).list.find((channel) => channel.code === params.code) ??
      null,
    handler: async ({ params }) => {
      await saveChannel(deps.db, channelInputOf(params), deps.clock());
      return operatorChannels(deps.db, providers);
    },
  });
}

const fenOf = (yuan: string) => yuanToFen(yuan) as number;

const channelParams = z
  .object({
    code: z.string().regex(/^[a-z0-9_-]{1,32}$/, { error: "通道代码须为1-32位小写字母、数字、_或-" }),
    name: z.string().trim().min(1).max(32),
    provider: z.string().min(1).max(24),
    min: yuanAmountSchema,
    max: yuanAmountSchema,
    presets: z.array(yuanAmountSchema).max(12).default([]),
    enabled: z.boolean().default(true),
    sort: integerParam(0, 9999).default(0),
  })
  .refine((c) => fenOf(c.min) <= fenOf(c.max), { error: Msg.rechargeChannelRange, path: ["min"] })
  .refine((c) => c.presets.every((p) => fenOf(p) >= fenOf(c.min) && fenOf(p) <= fenOf(c.max)), {
    error: Msg.rechargeChannelPresetsOutOfRange,
    path: ["presets"],
  });

function channelInputOf(params: z.output<typeof channelParams>): ChannelInput {
  return {
    code: params.code,
    name: params.name,
    provider: params.provider,
    minFen: fenOf(params.min),
    maxFen: fenOf(params.max),
    presetsFen: params.presets.map(fenOf),
    enabled: params.enabled,
    sort: params.sort,
  };
}
