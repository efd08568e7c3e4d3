import { useState } from "react";
import { Alert, App, Button, Card, Form, Input, Switch, Tag } from "antd";
import { PageCard } from "../../components/PageCard.tsx";
import { apiPost } from "../../lib/api.ts";
import { useAction } from "../../lib/use-action.ts";
import { settingsMessages } from "./messages.ts";

const m = settingsMessages.maintenance;

/** POST /system/maintenance: every player call answers status 6 while on. */
export default function MaintenancePage() {
  const { modal } = App.useApp();
  const [applied, setApplied] = useState<boolean | null>(null);
  const apply = useAction(
    (v: { on: boolean; message: string }) => apiPost<{ on: boolean }>("/system/maintenance", v),
    {
      success: (r) => (r.on ? m.appliedOn : m.appliedOff),
      onDone: (r) => setApplied(r.on),
    },
  );
  const submit = (v: { on?: boolean; message?: string }) => {
    const body = { on: Boolean(v.on), message: (v.message ?? "").trim() };
    if (!body.on) return apply.mutate(body);
    modal.confirm({ title: m.on, content: m.confirmOn, onOk: () => apply.mutateAsync(body) });
  };
  return (
    <PageCard title={m.title}>
      <Card size="small" className="section">
        <Alert type="info" showIcon message={m.unknownState} style={{ marginBottom: 12 }} />
        {applied !== null ? <Tag color={applied ? "red" : "green"}>{m.lastApplied(applied)}</Tag> : null}
        <Form layout="vertical" onFinish={submit} style={{ maxWidth: 560, marginTop: 12 }}>
          <Form.Item name="on" label={m.on} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="message" label={m.message}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={m.messagePlaceholder} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={apply.isPending}>
            {m.apply}
          </Button>
        </Form>
      </Card>
    </PageCard>
  );
}
