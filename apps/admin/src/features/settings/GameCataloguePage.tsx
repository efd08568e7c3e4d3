import { Alert, Button, Form, Input, Select, Space, Switch } from "antd";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { gameCategories } from "@lottery/contract";
import { PageCard } from "../../components/PageCard.tsx";
import { SettingsForm } from "../../components/SettingsForm.tsx";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { settingsMessages } from "./messages.ts";

const m = settingsMessages.catalogue;

interface Game {
  company: string;
  code: string;
  name: string;
  category: string;
  hot: boolean;
  enabled: boolean;
}

const categoryOptions = gameCategories.map((value) => ({ value, label: m.categories[value] }));

/** The game lobby's catalogue: each company's games, their category, hot mark and whether listed. */
export default function GameCataloguePage() {
  const companies =
    useApiQuery<{ companies: { code: string; name: string }[] }>("/games/companies").data?.companies ?? [];
  const companyOptions = companies.map((c) => ({ value: c.code, label: c.name }));
  return (
    <PageCard title={m.title}>
      <Alert type="info" showIcon message={m.hint} className="section" />
      <SettingsForm<{ games: Game[] }> path="/games/catalogue">
        <Form.List name="games">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, "company"]} rules={[{ required: true }]}>
                    <Select placeholder={m.company} options={companyOptions} style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "code"]}
                    rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{1,32}$/, message: m.codeRule }]}
                  >
                    <Input placeholder={m.code} style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, "name"]} rules={[{ required: true, max: 20 }]}>
                    <Input placeholder={m.name} style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, "category"]} rules={[{ required: true }]}>
                    <Select placeholder={m.category} options={categoryOptions} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, "hot"]} valuePropName="checked" label={m.hot}>
                    <Switch size="small" />
                  </Form.Item>
                  <Form.Item name={[field.name, "enabled"]} valuePropName="checked" label={m.enabled}>
                    <Switch size="small" />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Form.Item>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({ company: companies[0]?.code, category: "slot", hot: false, enabled: true })
                  }
                >
                  {m.add}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
      </SettingsForm>
    </PageCard>
  );
}
