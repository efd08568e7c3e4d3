import { Button, Card, Form, Input, Select, Space, Switch } from "antd";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { PageCard } from "../../components/PageCard.tsx";
import { SettingsForm } from "../../components/SettingsForm.tsx";
import { apiPost } from "../../lib/api.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { commonMessages as c } from "../../lib/messages.ts";
import { settingsMessages } from "./messages.ts";

const m = settingsMessages.games;

interface Company {
  code: string;
  name: string;
  enabled: boolean;
}

/** The transfer centre's game companies, and the demo platform's win/loss adjustment. */
export default function GameCompaniesPage() {
  return (
    <PageCard title={m.title}>
      <SettingsForm<{ companies: Company[] }> path="/games/companies">
        <Form.List name="companies">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item
                    name={[field.name, "code"]}
                    rules={[{ required: true, pattern: /^[a-z0-9_-]+$/, message: m.codeRule }]}
                  >
                    <Input placeholder={m.code} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, "name"]} rules={[{ required: true }]}>
                    <Input placeholder={m.name} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, "enabled"]} valuePropName="checked">
                    <Switch checkedChildren={c.enabled} unCheckedChildren={c.disabled} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Form.Item>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ code: "", name: "", enabled: true })}
                >
                  {m.add}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
      </SettingsForm>
      <DemoAdjust />
    </PageCard>
  );
}

function DemoAdjust() {
  const companies = useApiQuery<{ companies: Company[] }>("/games/companies").data?.companies ?? [];
  const adjust = useAction(
    (v: { userId: number; company: string; amount: string }) => apiPost("/games/demo/adjust", v),
    {
      success: m.adjusted,
    },
  );
  return (
    <Card size="small" title={m.adjustTitle} className="section" extra={m.adjustHint}>
      <Form
        layout="inline"
        onFinish={(v) => adjust.mutate({ ...v, userId: Number(v.userId), amount: String(v.amount).trim() })}
      >
        <Form.Item name="userId" label={m.userId} rules={[{ required: true, pattern: /^\d+$/ }]}>
          <Input style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="company" label={m.company} rules={[{ required: true }]}>
          <Select style={{ width: 140 }} options={companies.map((c) => ({ value: c.code, label: c.name }))} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={m.amount}
          rules={[{ required: true, pattern: /^-?\d{1,10}(\.\d{1,2})?$/ }]}
        >
          <Input style={{ width: 140 }} />
        </Form.Item>
        <Button htmlType="submit" loading={adjust.isPending}>
          {m.adjust}
        </Button>
      </Form>
    </Card>
  );
}
