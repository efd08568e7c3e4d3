import { useState } from "react";
import { Button, Popup } from "antd-mobile";
import type { SpPageInfoModels } from "@lottery/contract";
import { sportsMessages } from "../../../messages/sports.ts";

const t = sportsMessages.sports;

export interface LeagueFilterProps {
  leagues: SpPageInfoModels["leagues"];
  /** Codes shown; null = all. */
  chosen: readonly string[] | null;
  onChange(chosen: string[] | null): void;
}

/** 赛事筛选: a button opening a sheet of league chips (全选, 反选, 五大联赛). */
export function LeagueFilter({ leagues, chosen, onChange }: LeagueFilterProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const all = leagues.map((l) => l.code);
  const show = () => {
    setDraft([...(chosen ?? all)]);
    setOpen(true);
  };
  const flip = (code: string) =>
    setDraft((d) => (d.includes(code) ? d.filter((c) => c !== code) : [...d, code]));
  const apply = () => {
    onChange(draft.length === all.length ? null : draft);
    setOpen(false);
  };
  return (
    <>
      <button type="button" className="sp-filter-button" onClick={show}>
        {chosen === null ? t.allLeagues : `${t.allLeagues}(${chosen.length})`}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="sp-filter-sheet">
        <div className="sp-filter-title">{t.leagueFilter}</div>
        <div className="sp-filter-chips">
          {leagues.map((league) => (
            <button
              type="button"
              key={league.code}
              className={`sp-chip${draft.includes(league.code) ? " sp-chip-on" : ""}`}
              aria-pressed={draft.includes(league.code)}
              onClick={() => flip(league.code)}
            >
              {league.shortName}
              <small>{league.count}</small>
            </button>
          ))}
        </div>
        <div className="sp-filter-actions">
          <Button size="small" onClick={() => setDraft(all)}>
            {t.selectAll}
          </Button>
          <Button size="small" onClick={() => setDraft(all.filter((c) => !draft.includes(c)))}>
            {t.invert}
          </Button>
          <Button size="small" onClick={() => setDraft(leagues.filter((l) => l.topFive).map((l) => l.code))}>
            {t.fiveLeagues}
          </Button>
        </div>
        <div className="sp-filter-foot">
          <Button block onClick={() => setOpen(false)}>
            {t.cancel}
          </Button>
          <Button block color="primary" disabled={draft.length === 0} onClick={apply}>
            {t.confirm}
          </Button>
        </div>
      </Popup>
    </>
  );
}
