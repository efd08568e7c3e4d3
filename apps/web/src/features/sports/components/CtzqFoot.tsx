import { Button } from "antd-mobile";
import { formatMoney } from "@lottery/rules";
import { CountField } from "../../../components/CountField.tsx";
import { PacketSwitch } from "../../../components/PacketSwitch.tsx";
import { sportsMessages } from "../../../messages/sports.ts";
import type { CtzqPageModel } from "../hooks/useCtzqPage.ts";

const t = sportsMessages.sports;
const c = sportsMessages.sportsCtzq;

/**
 * The /ctzq footer: the live count (or what is missing), the red packet paying first (when one
 * is usable), 清空, the multiple and 确认投注.
 */
export function CtzqFoot({ page }: { page: CtzqPageModel }) {
  const { s, count, have, busy } = page;
  return (
    <footer className="sp-slip-foot sp-ctzq-foot">
      <div className="sp-ctzq-status" data-testid="sp-ctzq-count">
        {count.ok
          ? t.summary(count.value.bets, s.multiple, formatMoney(count.value.costFen))
          : count.short !== undefined
            ? c.short(s.play, have, count.short)
            : count.message}
      </div>
      <PacketSwitch packets={page.packets} />
      <div className="sp-ctzq-actions">
        <button
          type="button"
          className="sp-ctzq-clear"
          disabled={have === 0}
          onClick={() => s.reset(s.issue)}
        >
          {t.clear}
        </button>
        <span className="sp-ctzq-multiple">
          <CountField
            label={t.multiple}
            hideLabel
            unit={t.multipleUnit}
            value={s.multiple}
            max={page.maxMultiple}
            onChange={s.setMultiple}
          />
        </span>
        <Button
          color="primary"
          disabled={!count.ok || !page.onSale || busy}
          loading={busy}
          onClick={() => void page.submit()}
        >
          {t.submit}
        </Button>
      </div>
    </footer>
  );
}
