import { useState } from "react";
import { Button } from "antd-mobile";
import { useMutation } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import type { ScratchCardView } from "@lottery/contract";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { instantKey, revealScratchCard, useScratchCard, useScratchLobby } from "../api/instant.ts";
import { InstantLayout } from "../components/InstantLayout.tsx";
import { ScratchCanvas } from "../components/ScratchCanvas.tsx";
import { useBuyCard } from "./ScratchLobbyPage.tsx";

function cardIdOf(text: string | null): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function PrizeText(props: { card: ScratchCardView; paid: boolean }) {
  const { card } = props;
  return (
    <div className="instant-scratch-prize" data-testid="scratch-prize">
      {card.prize > 0 ? m.instantWon(card.prize) : m.instantNoPrize}
      {props.paid && card.prize > 0 && <small>{m.instantPaid}</small>}
    </div>
  );
}

/** The card under its coating: rubbing past half reveals it and collects the prize (Prize_ScratchCard). */
function ScratchCard(props: { card: ScratchCardView }) {
  const [card, setCard] = useState(props.card);
  const reveal = useMutation({
    mutationFn: () => revealScratchCard(card.cardId),
    onSuccess: (answer) => setCard(answer.card),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: instantKey }),
  });
  const revealed = card.state === "revealed";
  return (
    <>
      <div className="instant-scratch">
        <PrizeText card={card} paid={revealed} />
        {!revealed && <ScratchCanvas onOpen={() => reveal.mutate()} />}
      </div>
      <div className="instant-hint">{revealed ? card.name : m.instantScratchHint}</div>
      {!revealed && (
        <div className="instant-actions">
          <Button color="default" loading={reveal.isPending} onClick={() => reveal.mutate()}>
            {m.instantRevealAll}
          </Button>
        </div>
      )}
      {!revealed && (
        <div className="instant-hint">{m.instantAutoReveal(formatChinaDateTime(card.revealDueAt))}</div>
      )}
    </>
  );
}

/** /Scratch?cardId=…: one of the player's cards, scratched on a canvas, then another card or the lobby. */
export default function ScratchPage() {
  const [search] = useSearchParams();
  const cardId = cardIdOf(search.get("cardId"));
  const query = useScratchCard(cardId);
  const lobby = useScratchLobby();
  const { buy, buyingId } = useBuyCard();
  const navigate = useNavigate();
  const card = query.data?.cards[0];
  const product = lobby.data?.list.find((p) => p.batchId === card?.batchId);
  return (
    <InstantLayout
      title={card?.name ?? m.instantScratchTitle}
      right={<HeaderLink text={m.instantVerifyLink} to={paths.fairVerify} />}
    >
      <LoadState
        status={cardId === null ? "success" : query.status}
        empty={!card}
        emptyText={m.instantCardMissing}
        onRetry={() => void query.refetch()}
      >
        {card && <ScratchCard key={card.cardId} card={card} />}
      </LoadState>
      <div className="instant-actions">
        <Button onClick={() => void navigate(paths.scratchLobby)}>{m.instantBackLobby}</Button>
        {product && (
          <Button color="danger" loading={buyingId === product.batchId} onClick={() => void buy(product)}>
            {m.instantBuyAnother}
          </Button>
        )}
      </div>
    </InstantLayout>
  );
}
