import type { FairTablesModels, SlotPublicTerms } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { scratchProductsOnSale } from "./scratch-reveal.ts";
import { SLOT_PUBLIC } from "./slot-terms.ts";

const slotTerms = (): SlotPublicTerms => ({
  ...SLOT_PUBLIC,
  paytable: [...SLOT_PUBLIC.paytable],
  strip: [...SLOT_PUBLIC.strip],
});

/** GET Activity/FairTables: the published prize tables of every instant game, for the public fairness page. */
export async function fairTables(db: Db): Promise<FairTablesModels> {
  return { scratch: await scratchProductsOnSale(db), slot: slotTerms() };
}
