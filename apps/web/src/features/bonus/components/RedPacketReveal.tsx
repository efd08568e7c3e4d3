import { useState } from "react";
import { Button, CenterPopup } from "antd-mobile";
import { formatYuan } from "../../../lib/money.ts";
import { bonusMessages } from "../../../messages/bonus.ts";
import type { ClaimResult } from "../hooks/useClaim.ts";

/**
 * The red packet a paid claim opens into: a closed envelope with 開, then the amount won and the
 * balance it now stands at. Mounted per claim; the page stays covered until it is closed.
 */
export function RedPacketReveal({ result, onClose }: { result: ClaimResult; onClose: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <CenterPopup
      visible
      className="bonus-reveal-popup"
      role="dialog"
      aria-label={result.promotion.title}
      closeOnMaskClick={opened}
      onClose={onClose}
    >
      <div className={`bonus-reveal${opened ? " opened" : ""}`}>
        <div className="bonus-reveal-title">{result.promotion.title}</div>
        {opened ? (
          <>
            <div className="bonus-reveal-caption">{bonusMessages.bonusRevealTitle}</div>
            <div className="bonus-reveal-amount">
              {formatYuan(result.amount)}
              <small>{bonusMessages.bonusYuanUnit}</small>
            </div>
            <div className="bonus-reveal-caption">{bonusMessages.bonusRevealCredited}</div>
            <div className="bonus-reveal-balance">
              {bonusMessages.bonusBalanceNow(formatYuan(result.balance))}
            </div>
            <Button className="bonus-reveal-done" shape="rounded" onClick={onClose}>
              {bonusMessages.bonusRevealDone}
            </Button>
          </>
        ) : (
          <>
            <button type="button" className="bonus-reveal-open" onClick={() => setOpened(true)}>
              {bonusMessages.bonusRevealOpen}
            </button>
            <div className="bonus-reveal-caption">{bonusMessages.bonusRevealTapHint}</div>
          </>
        )}
      </div>
    </CenterPopup>
  );
}
