import { Form, Input, InputNumber } from "antd";
import { yuanRules } from "../../components/form-rules.ts";
import { PageCard } from "../../components/PageCard.tsx";
import { SettingsForm } from "../../components/SettingsForm.tsx";
import { yuanText } from "../../lib/money.ts";
import { sportsMessages } from "./messages.ts";

const m = sportsMessages.settings;

/** GET/POST /sports/settings (sale close before kick-off) and /sports/limits (largest order). */
export default function SportsSettingsPage() {
  return (
    <PageCard title={m.title}>
      <SettingsForm<{ closeMinutes: number }> path="/sports/settings" title={m.sale}>
        <Form.Item
          name="closeMinutes"
          label={m.closeMinutes}
          extra={m.closeHint}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={720} precision={0} />
        </Form.Item>
      </SettingsForm>
      <SettingsForm<{ maxOrderStake: number }>
        path="/sports/limits"
        title={m.limits}
        toForm={(l) => ({ maxOrderStake: yuanText(l.maxOrderStake) })}
        toBody={(v) => ({ maxOrderStake: String(v.maxOrderStake).trim() })}
      >
        <Form.Item
          name="maxOrderStake"
          label={m.maxOrderStake}
          extra={m.maxHint}
          rules={yuanRules({ min: 2 })}
        >
          <Input style={{ width: 200 }} />
        </Form.Item>
      </SettingsForm>
    </PageCard>
  );
}
