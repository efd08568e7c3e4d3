import { Button, Card, DatePicker, Form, Input, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { PageCard } from "../../components/PageCard.tsx";
import { SettingsForm } from "../../components/SettingsForm.tsx";
import { apiPost } from "../../lib/api.ts";
import { useAction } from "../../lib/use-action.ts";
import { settingsMessages } from "./messages.ts";

const m = settingsMessages.yuebao;
const RATE = /^(\d|[12]\d|3[0-5])(\.\d{1,2})?$|^36(\.0{1,2})?$/;

/** The 余额宝 annual rate, and a manual interest run for a finished China day. */
export default function YuebaoSettingsPage() {
  const run = useAction((date: string) => apiPost("/yuebao/interest/run", { date }), { success: m.runDone });
  return (
    <PageCard title={m.title}>
      <SettingsForm<{ annualRate: number }>
        path="/yuebao/settings"
        toForm={(s) => ({ annualRate: String(s.annualRate) })}
        toBody={(v) => ({ annualRate: String(v.annualRate).trim() })}
      >
        <Form.Item
          name="annualRate"
          label={m.rate}
          extra={m.rateHint}
          rules={[{ required: true, pattern: RATE, message: m.rateRule }]}
        >
          <Input style={{ width: 200 }} />
        </Form.Item>
      </SettingsForm>
      <Card size="small" title={m.runTitle} className="section">
        <Typography.Paragraph type="secondary">{m.runHint}</Typography.Paragraph>
        <Form layout="inline" onFinish={(v: { date: Dayjs }) => run.mutate(v.date.format("YYYY-MM-DD"))}>
          <Form.Item name="date" label={m.runDate} rules={[{ required: true }]}>
            <DatePicker />
          </Form.Item>
          <Button htmlType="submit" loading={run.isPending}>
            {m.runButton}
          </Button>
        </Form>
      </Card>
    </PageCard>
  );
}
