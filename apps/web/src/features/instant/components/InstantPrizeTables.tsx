import type { ScratchProduct } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { fairnessMessages as f } from "../../../messages/fairness.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { useFairTables } from "../api/fairness.ts";
import { Paytable } from "./Paytable.tsx";

function ScratchTable(props: { product: ScratchProduct }) {
  const { product } = props;
  return (
    <div className="fairness-batch" data-testid="fairness-batch">
      <div className="fairness-batch-name">
        {f.fairnessBatch(product.name, product.price, product.cardCount)}
      </div>
      {product.tiers.map((tier) => (
        <div className="instant-tier" key={tier.prize}>
          {m.instantTierRow(tier.prize, tier.count, tier.left)}
        </div>
      ))}
      <div className="fairness-return">{m.instantReturn(product.returnPercent)}</div>
    </div>
  );
}

/** The published prize tables of the instant games: each scratch batch on sale, the slot and golden-egg paytables. */
export function InstantPrizeTables() {
  const query = useFairTables();
  const tables = query.data;
  return (
    <LoadState status={query.status} onRetry={() => void query.refetch()}>
      {tables && (
        <>
          <div className="instant-section" data-testid="fairness-scratch">
            <div className="instant-section-title">{f.fairnessScratchTitle}</div>
            <div className="instant-note">{f.fairnessScratchHint}</div>
            {tables.scratch.length === 0 ? (
              <div className="instant-note">{f.fairnessNoScratch}</div>
            ) : (
              tables.scratch.map((product) => <ScratchTable key={product.batchId} product={product} />)
            )}
          </div>
          <div data-testid="fairness-slot">
            <Paytable terms={tables.slot} title={f.fairnessSlotTitle} />
          </div>
          <div data-testid="fairness-egg">
            <Paytable terms={tables.egg} title={f.fairnessEggTitle} note={m.instantEggNote} />
          </div>
        </>
      )}
    </LoadState>
  );
}
