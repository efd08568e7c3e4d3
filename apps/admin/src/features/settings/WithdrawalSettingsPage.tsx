import { Form, Input, InputNumber } from "antd";
import { PageCard } from "../../components/PageCard.tsx";
import { SettingsForm } from "../../components/SettingsForm.tsx";
import { yuanRules } from "../../components/form-rules.ts";
import { yuanText } from "../../lib/money.ts";
import { settingsMessages } from "./messages.ts";

const m = settingsMessages.withdrawal;

interface WithdrawalRules {
  min: number;
  max: number;
  dailyCount: number;
  rechargeTurnoverPercent: number;
}

/** GET/POST /withdrawals/settings: limits per withdrawal, count per day, recharge turnover. */
export default function WithdrawalSettingsPage() {
  return (
    <PageCard title={m.title}>
      <SettingsForm<WithdrawalRules>
        path="/withdrawals/settings"
        toForm={(r) => ({ ...r, min: yuanText(r.min), max: yuanText(r.max) })}
        toBody={(v) => ({ ...v, min: String(v.min).trim(), max: String(v.max).trim() })}
      >
        <Form.Item name="min" label={m.min} rules={yuanRules()}>
          <Input style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="max" label={m.max} rules={yuanRules()}>
          <Input style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="dailyCount" label={m.dailyCount} rules={[{ required: true }]}>
          <InputNumber min={0} max={1000} precision={0} />
        </Form.Item>
        <Form.Item
          name="rechargeTurnoverPercent"
          label={m.turnover}
          extra={m.turnoverHint}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
      </SettingsForm>
    </PageCard>
  );
}
