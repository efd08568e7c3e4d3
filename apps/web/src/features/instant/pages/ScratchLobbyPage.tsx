import { Button, Dialog } from "antd-mobile";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { ScratchProduct } from "@lottery/contract";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { buyScratchCard, instantKey, useScratchLobby } from "../api/instant.ts";
import { InstantLayout } from "../components/InstantLayout.tsx";

/** Buys one card of a product after a confirmation; the requestId survives an unanswered attempt. */
export function useBuyCard() {
  const send = useRequestId();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (product: ScratchProduct) =>
      send(String(product.batchId), (requestId) => buyScratchCard(product.batchId, requestId)),
    onSuccess: (answer) => void navigate(`${paths.scratch}?cardId=${answer.card.cardId}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: instantKey }),
  });
  return {
    buy: async (product: ScratchProduct) => {
      if (await Dialog.confirm({ content: m.instantBuyConfirm(product.name, product.price) }))
        mutation.mutate(product);
    },
    buyingId: mutation.isPending ? mutation.variables.batchId : null,
  };
}

function ProductCard(props: { product: ScratchProduct; buying: boolean; onBuy: () => void }) {
  const { product } = props;
  return (
    <div className="instant-product" data-testid="scratch-product">
      <div className="instant-product-head">
        <div className="instant-product-name">{product.name}</div>
        <div className="instant-product-top">{m.instantTopPrize(product.topPrize)}</div>
        <div className="instant-product-row">
          <span>{m.instantPrice(product.price)}</span>
          <span>{m.instantTopLeft(product.topPrizesLeft)}</span>
        </div>
        <div className="instant-product-row">
          <span>{m.instantCardsLeft(product.cardsLeft, product.cardCount)}</span>
          <span>{m.instantReturn(product.returnPercent)}</span>
        </div>
      </div>
      <div className="instant-product-body">
        <div className="instant-section-title">{m.instantTiers}</div>
        {product.tiers.map((tier) => (
          <div className="instant-tier" key={tier.prize}>
            {m.instantTierRow(tier.prize, tier.count, tier.left)}
          </div>
        ))}
        <Button block color="danger" loading={props.buying} onClick={props.onBuy} style={{ marginTop: 8 }}>
          {m.instantBuy}
        </Button>
      </div>
    </div>
  );
}

/** /ScratchLobby and /scratchLobby: the products on sale with their published prizes, and my unscratched cards. */
export default function ScratchLobbyPage() {
  const query = useScratchLobby();
  const { buy, buyingId } = useBuyCard();
  const navigate = useNavigate();
  const lobby = query.data;
  return (
    <InstantLayout
      title={m.instantScratchLobbyTitle}
      right={<HeaderLink text={m.instantVerifyLink} to={paths.fairVerify} />}
    >
      <LoadState
        status={query.status}
        empty={lobby?.list.length === 0 && lobby.cards.length === 0}
        emptyText={m.instantNoProducts}
        onRetry={() => void query.refetch()}
      >
        {lobby && lobby.cards.length > 0 && (
          <div className="instant-section">
            <div className="instant-section-title">{m.instantMyCards}</div>
            {lobby.cards.map((card) => (
              <div className="instant-card-row" key={card.cardId}>
                <span>{card.name}</span>
                <Button
                  size="mini"
                  color="danger"
                  fill="outline"
                  onClick={() => void navigate(`${paths.scratch}?cardId=${card.cardId}`)}
                >
                  {m.instantGoScratch}
                </Button>
              </div>
            ))}
          </div>
        )}
        {lobby?.list.map((product) => (
          <ProductCard
            key={product.batchId}
            product={product}
            buying={buyingId === product.batchId}
            onBuy={() => void buy(product)}
          />
        ))}
      </LoadState>
    </InstantLayout>
  );
}
