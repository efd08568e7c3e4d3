import { Button, Card, Form, Input, Select, Space, Typography } from "antd";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { yuanRules } from "../../components/form-rules.ts";
import { PageCard } from "../../components/PageCard.tsx";
import { SettingsForm } from "../../components/SettingsForm.tsx";
import { yuanText } from "../../lib/money.ts";
import { useLotteryGames } from "./api.ts";
import { lotteryMessages } from "./messages.ts";

const m = lotteryMessages.limits;
const KEYS = ["maxOrder", "maxPlayerIssue", "maxIssue"] as const;
type Limit = Record<(typeof KEYS)[number], number | null>;
interface Limits {
  default: Limit;
  games: Record<string, Limit>;
}
type FormLimit = Record<string, string>;

const toFormLimit = (l: Limit): FormLimit =>
  Object.fromEntries(KEYS.map((k) => [k, l[k] === null ? "" : yuanText(l[k])]));
const toBodyLimit = (l: FormLimit) =>
  Object.fromEntries(KEYS.map((k) => [k, l?.[k] ? String(l[k]).trim() : null]));

function LimitFields({ prefix }: { prefix: (string | number)[] }) {
  return (
    <Space align="baseline" wrap>
      {KEYS.map((k) => (
        <Form.Item key={k} name={[...prefix, k]} label={m[k]} rules={yuanRules({ required: false })}>
          <Input style={{ width: 140 }} />
        </Form.Item>
      ))}
    </Space>
  );
}

/** GET/POST /lottery/limits: the default number-bet limits and per-game overrides (yuan, empty = none). */
export default function LimitsPage() {
  const games = useLotteryGames().data?.list ?? [];
  return (
    <PageCard title={m.title}>
      <SettingsForm<Limits>
        path="/lottery/limits"
        successText={m.saved}
        wide
        toForm={(l) => ({
          default: toFormLimit(l.default),
          games: Object.entries(l.games).map(([gameCode, limit]) => ({ gameCode, ...toFormLimit(limit) })),
        })}
        toBody={(v) => ({
          default: toBodyLimit(v.default as FormLimit),
          games: Object.fromEntries(
            ((v.games as (FormLimit & { gameCode: string })[]) ?? []).map((g) => [
              g.gameCode,
              toBodyLimit(g),
            ]),
          ),
        })}
      >
        <Typography.Paragraph type="secondary">{m.hint}</Typography.Paragraph>
        <Typography.Title level={5}>{m.default}</Typography.Title>
        <LimitFields prefix={["default"]} />
        <Typography.Title level={5}>{m.games}</Typography.Title>
        <Form.List name="games">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Card
                  size="small"
                  key={field.key}
                  style={{ marginBottom: 8 }}
                  extra={<MinusCircleOutlined onClick={() => remove(field.name)} />}
                  title={
                    <Form.Item name={[field.name, "gameCode"]} rules={[{ required: true }]} noStyle>
                      <Select
                        style={{ width: 200 }}
                        showSearch
                        optionFilterProp="label"
                        options={games.map((g) => ({ value: g.gameCode, label: g.gameName }))}
                      />
                    </Form.Item>
                  }
                >
                  <LimitFields prefix={[field.name]} />
                </Card>
              ))}
              <Form.Item>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ gameCode: undefined })}>
                  {m.addGame}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
      </SettingsForm>
    </PageCard>
  );
}
