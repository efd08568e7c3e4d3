import { useState } from "react";
import { Button, Popup, Selector, Stepper, TextArea } from "antd-mobile";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { formatMoney, minBuyShares, SHARE_FEN } from "@lottery/rules";
import type { BetTogetherModels } from "@lottery/contract";
import { userInfoKey } from "../lib/api/user-info.ts";
import { paths } from "../lib/paths.ts";
import { queryClient } from "../lib/query-client.ts";
import { useRequestId } from "../lib/request-id.ts";
import { post } from "../lib/request.ts";
import { showToast } from "../lib/toast.ts";
import { togetherMessages } from "../messages/together.ts";
import { confirmPayment } from "./confirm-payment.tsx";

const m = togetherMessages.together;
const COMMISSIONS = Array.from({ length: 11 }, (_, i) => ({ label: `${i}%`, value: i }));

/** A number-game confirmation page's ticket, as bet_szc would send it (no chase). */
export interface NumberTogetherTicket {
  gameCode: string;
  issue: string;
  tickets: string;
  multiple: number;
  addition: number;
}

/** A sports slip's ticket, as bet_jc_create would send it (legs at the SPs the slip shows). */
export interface SportsTogetherTicket {
  gameCode: string;
  passTypes: string;
  legs: object[];
  multiple: number;
}

export type TogetherTicket = NumberTogetherTicket | SportsTogetherTicket;

/**
 * 发起合买 from a number-game confirmation page or a sports slip: the ticket becomes one scheme
 * (lottery/bet_together; a sports ticket sends its legs, placed at the deadline's SPs). The
 * player picks their buy (≥ 5 % and ≥ the commission), a guarantee (frozen until the deadline), the
 * commission on profit, privacy and a pitch; the page then opens the scheme.
 */
function useStartTogether(ticket: TogetherTicket, costFen: number, onClose: () => void) {
  const navigate = useNavigate();
  const total = costFen / SHARE_FEN;
  const [commission, setCommission] = useState(0);
  const min = minBuyShares(total, commission);
  const [buy, setBuy] = useState(min);
  const [guarantee, setGuarantee] = useState(0);
  const [privacy, setPrivacy] = useState(0);
  const [pitch, setPitch] = useState("");
  const send = useRequestId();
  const mutation = useMutation({
    mutationFn: (params: Record<string, unknown>) =>
      send(JSON.stringify(params), (requestId) =>
        post<BetTogetherModels>("lottery/bet_together", { ...params, requestId }),
      ),
    onSuccess: (models) => {
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
      showToast(m.startDone);
      onClose();
      navigate(`${paths.togetherOrder}?schemeId=${encodeURIComponent(models.schemeId)}`, { replace: true });
    },
  });
  const buyShares = Math.min(Math.max(buy, min), total);
  const guaranteeShares = Math.min(guarantee, total - buyShares);
  const params = {
    ...ticket,
    buyShares,
    guaranteeShares,
    commissionPercent: commission,
    privacy,
    ...(pitch.trim() ? { pitch: pitch.trim() } : {}),
  };
  const submit = async () => {
    const amountFen = (buyShares + guaranteeShares) * SHARE_FEN;
    const details = [m.startConfirmLine(buyShares, guaranteeShares)];
    if (await confirmPayment({ details, amountFen })) mutation.mutate(params);
  };
  return {
    total,
    min,
    commission,
    setCommission,
    setBuy,
    setGuarantee,
    privacy,
    setPrivacy,
    pitch,
    setPitch,
    buyShares,
    guaranteeShares,
    submit,
    pending: mutation.isPending,
  };
}

export function StartTogether({
  ticket,
  costFen,
  onClose,
}: {
  ticket: TogetherTicket;
  costFen: number;
  onClose: () => void;
}) {
  const f = useStartTogether(ticket, costFen, onClose);
  const { total, min, buyShares, guaranteeShares } = f;
  return (
    <Popup
      visible
      onMaskClick={onClose}
      bodyStyle={{ padding: "0.3rem", maxHeight: "80vh", overflowY: "auto" }}
    >
      <h3>{m.startTitle}</h3>
      <p>{m.startTotal(formatMoney(costFen), total)}</p>
      <p>{m.startCommission}</p>
      <Selector
        columns={6}
        options={COMMISSIONS}
        value={[f.commission]}
        onChange={(v) => f.setCommission(v[0] ?? 0)}
      />
      <p className="scheme-note">{m.startCommissionHint}</p>
      <p>{m.startBuy}</p>
      <Stepper min={min} max={total} digits={0} value={buyShares} onChange={(v) => f.setBuy(v || min)} />
      <p className="scheme-note">{m.startBuyHint(min)}</p>
      <p>{m.startGuarantee}</p>
      <Stepper
        min={0}
        max={total - buyShares}
        digits={0}
        value={guaranteeShares}
        onChange={(v) => f.setGuarantee(v || 0)}
      />
      <Button size="mini" onClick={() => f.setGuarantee(total - buyShares)}>
        {m.startGuaranteeAll}
      </Button>
      <p className="scheme-note">{m.startGuaranteeHint(total - buyShares)}</p>
      <p>{m.startPrivacy}</p>
      <Selector
        columns={3}
        options={m.privacyNames.map((label, value) => ({ label, value }))}
        value={[f.privacy]}
        onChange={(v) => f.setPrivacy(v[0] ?? 0)}
      />
      <p>{m.startPitch}</p>
      <TextArea maxLength={200} placeholder={m.startPitchPlaceholder} value={f.pitch} onChange={f.setPitch} />
      <p>{m.startPay(formatMoney((buyShares + guaranteeShares) * SHARE_FEN))}</p>
      <p className="scheme-note">{m.fillRule}</p>
      {"legs" in ticket && <p className="scheme-note">{m.startSportsOdds}</p>}
      <Button block color="danger" loading={f.pending} onClick={f.submit}>
        {m.startSubmit}
      </Button>
    </Popup>
  );
}
