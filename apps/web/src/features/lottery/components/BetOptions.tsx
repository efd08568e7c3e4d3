import { Checkbox, Switch } from "antd-mobile";
import { supportsAddition } from "@lottery/rules";
import { CountField } from "../../../components/CountField.tsx";
import { lotteryMessages } from "../../../messages/lottery.ts";
import type { BetLimits, BetSettings } from "../logic/bet-settings.ts";

export interface BetOptionsProps {
  gameCode: string;
  settings: BetSettings;
  limits: BetLimits;
  onChange: (settings: BetSettings) => void;
}

/** Multiple (1…maxBeishu), chase issues (1…maxQishu) with stop on win, and DLT 追加. */
export function BetOptions({ gameCode, settings, limits, onChange }: BetOptionsProps) {
  const m = lotteryMessages.lottery;
  const set = (patch: Partial<BetSettings>) => onChange({ ...settings, ...patch });
  return (
    <section className="bet-options">
      <CountField
        label={m.multiple}
        unit={m.multipleUnit}
        value={settings.multiple}
        max={limits.maxMultiple}
        onChange={(multiple) => set({ multiple })}
      />
      {limits.maxChase > 1 && (
        <CountField
          label={m.chase}
          unit={m.chaseUnit}
          value={settings.chase}
          max={limits.maxChase}
          onChange={(chase) => set({ chase })}
        />
      )}
      {settings.chase > 1 && (
        <Checkbox checked={settings.stopOnWin} onChange={(stopOnWin) => set({ stopOnWin })}>
          {m.stopOnWin}
        </Checkbox>
      )}
      {supportsAddition(gameCode) && (
        <label className="bet-options-addition">
          <span>
            {m.addition}
            <small>{m.additionHint}</small>
          </span>
          <Switch
            aria-label={m.addition}
            checked={settings.addition}
            onChange={(addition) => set({ addition })}
          />
        </label>
      )}
    </section>
  );
}
