import { Selector, Switch, TextArea } from "antd-mobile";
import { Msg } from "@lottery/contract";
import { followMessages } from "../../../messages/follow.ts";
import type { ReleaseChoice } from "../hooks/useReleaseChoice.ts";

const f = followMessages.follow;
const COMMISSIONS = Array.from({ length: 11 }, (_, i) => ({ label: `${i}%`, value: i }));
const PRIVACIES = ([0, 2] as const).map((value) => ({ label: Msg.follow.privacyNames[value], value }));

/**
 * 发单 on the sports slip (竞彩足球, 竞彩篮球): a switch; when on, the commission on followers'
 * profit (0–10 %), whether the ticket shows before sale closes, and the pitch. The bet itself is
 * the player's own order as always; releasing only lets others follow it.
 */
export function ReleaseSettings({ choice }: { choice: ReleaseChoice }) {
  if (!choice.offered) return null;
  return (
    <div className="sp-slip-settings sp-release" data-testid="release-settings">
      <div className="sp-release-switch">
        <span>{f.release}</span>
        <Switch aria-label={f.release} checked={choice.on} onChange={choice.setOn} />
      </div>
      <p className="sp-note">{f.releaseHint}</p>
      {choice.on && (
        <>
          <div className="sp-setting-title">{f.releaseCommission}</div>
          <Selector
            columns={6}
            options={COMMISSIONS}
            value={[choice.commissionPercent]}
            onChange={(v) => choice.setCommission(v[0] ?? 0)}
          />
          <p className="sp-note">{f.releaseCommissionHint}</p>
          <div className="sp-setting-title">{f.releasePrivacy}</div>
          <Selector
            columns={2}
            options={PRIVACIES}
            value={[choice.privacy]}
            onChange={(v) => choice.setPrivacy(v[0] ?? 0)}
          />
          <div className="sp-setting-title">{f.releasePitch}</div>
          <TextArea
            maxLength={200}
            rows={2}
            placeholder={f.releasePitchPlaceholder}
            value={choice.pitch}
            onChange={choice.setPitch}
          />
        </>
      )}
    </div>
  );
}
