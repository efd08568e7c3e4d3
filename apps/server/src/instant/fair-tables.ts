import type { FairTablesModels } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { scratchProductsOnSale } from "./scratch-reveal.ts";
import { publishedTerms } from "./small-games.ts";

/** GET Activity/FairTables: the published prize tables of every instant game, for the public fairness page. */
export async function fairTables(db: Db): Promise<FairTablesModels> {
  return {
    scratch: await scratchProductsOnSale(db),
    slot: publishedTerms("slot"),
    egg: publishedTerms("egg"),
  };
}
