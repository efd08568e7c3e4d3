import { asc, eq } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import { type RechargeChannel } from "@lottery/contract";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "../payment/provider.ts";
import { rechargeChannels } from "../tables.ts";
import { refuse } from "../../domain/refusal.ts";

export type ChannelRow = typeof rechargeChannels.$inferSelect;
/** A channel as operators write it: money in fen (converted from yuan at the route). */
export type ChannelInput = Omit<ChannelRow, "updatedAt">;

/** A channel as operators read it (money in yuan). */
export interface OperatorChannel extends RechargeChannel {
  provider: string;
  enabled: boolean;
  sort: number;
  /** Whether its provider is switched on in this deployment (otherwise players never see it). */
  providerAvailable: boolean;
}

const displayOrder = [asc(rechargeChannels.sort), asc(rechargeChannels.code)];

function asPlayerChannel(row: ChannelRow): RechargeChannel {
  return {
    code: row.code,
    name: row.name,
    min: fenToYuan(row.minFen),
    max: fenToYuan(row.maxFen),
    presets: row.presetsFen.map(fenToYuan),
  };
}

/** The channels a player may use: enabled, and served by a provider that is switched on. */
export async function playerChannels(
  db: Db,
  providers: ReadonlyMap<string, PaymentProvider>,
): Promise<{ list: RechargeChannel[] }> {
  const rows = await db
    .select()
    .from(rechargeChannels)
    .orderBy(...displayOrder);
  return { list: rows.filter((row) => row.enabled && providers.has(row.provider)).map(asPlayerChannel) };
}

/** Every channel, for operators. */
export async function operatorChannels(
  db: Db,
  providers: ReadonlyMap<string, PaymentProvider>,
): Promise<{ list: OperatorChannel[] }> {
  const rows = await db
    .select()
    .from(rechargeChannels)
    .orderBy(...displayOrder);
  return {
    list: rows.map((row) => ({
      ...asPlayerChannel(row),
      provider: row.provider,
      enabled: row.enabled,
      sort: row.sort,
      providerAvailable: providers.has(row.provider),
    })),
  };
}

/** Creates the channel `code` or replaces it whole. */
export async function saveChannel(db: Db, input: ChannelInput, now: Date): Promise<ChannelRow> {
  const values = { ...input, updatedAt: now };
  const [row] = await db
    .insert(rechargeChannels)
    .values(values)
    .onConflictDoUpdate({ target: rechargeChannels.code, set: values })
    .returning();
  if (!row) throw new Error(`channel ${input.code} was not saved`);
  return row;
}

/** The channel a player picked with its provider; refused when disabled, unknown or switched off. */
export async function usableChannel(
  db: Db,
  providers: ReadonlyMap<string, PaymentProvider>,
  code: string,
): Promise<{ channel: ChannelRow; provider: PaymentProvider }> {
  const [channel] = await db.select().from(rechargeChannels).where(eq(rechargeChannels.code, code));
  const provider = channel?.enabled ? providers.get(channel.provider) : undefined;
  if (!channel || !provider) throw refuse("rechargeChannelUnavailable");
  return { channel, provider };
}
