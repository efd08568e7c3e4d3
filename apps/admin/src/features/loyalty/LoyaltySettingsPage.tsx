import { Button, Divider, Form, Input, InputNumber, Space, Typography } from "antd";
import { PageCard } from "../../components/PageCard.tsx";
import { SettingsForm } from "../../components/SettingsForm.tsx";
import { loyaltyMessages } from "./messages.ts";

const m = loyaltyMessages.settings;
const LEVEL_FIELDS = Object.keys(m.levelColumns) as (keyof typeof m.levelColumns)[];
const TASKS = Object.keys(m.taskPoints) as (keyof typeof m.taskPoints)[];

type Settings = { levels: Record<string, unknown>[] } & Record<string, unknown>;

function LevelRows() {
  return (
    <Form.List name="levels">
      {(fields) =>
        fields.map((field) => (
          <Space key={field.key} align="baseline" wrap>
            {LEVEL_FIELDS.map((name) => (
              <Form.Item
                key={name}
                name={[field.name, name]}
                label={m.levelColumns[name]}
                rules={[{ required: true }]}
              >
                {name === "name" ? (
                  <Input style={{ width: 90 }} />
                ) : (
                  <InputNumber min={0} style={{ width: 110 }} />
                )}
              </Form.Item>
            ))}
          </Space>
        ))
      }
    </Form.List>
  );
}

function StreakRows() {
  return (
    <Form.List name={["checkin", "streakRewards"]}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline">
              <Form.Item name={[field.name, "days"]} label={m.streakDays} rules={[{ required: true }]}>
                <InputNumber min={2} max={31} />
              </Form.Item>
              <Form.Item name={[field.name, "points"]} label={m.streakPoints} rules={[{ required: true }]}>
                <InputNumber min={1} />
              </Form.Item>
              <Button onClick={() => remove(field.name)}>{m.remove}</Button>
            </Space>
          ))}
          <Button onClick={() => add({ days: 7, points: 10 })}>{m.addStreak}</Button>
        </>
      )}
    </Form.List>
  );
}

const number = (path: string[], label: string) => (
  <Form.Item name={path} label={label} rules={[{ required: true }]}>
    <InputNumber min={0} style={{ width: 200 }} />
  </Form.Item>
);

/**
 * Level thresholds and privileges, growth and points rules, check-in rewards, store limits and expiry,
 * and the points of each task.
 */
export default function LoyaltySettingsPage() {
  return (
    <PageCard title={m.title}>
      <SettingsForm<Settings>
        path="/loyalty/settings"
        wide
        toBody={(v) => ({ ...v, levels: (v.levels as object[]).map((level, i) => ({ ...level, level: i })) })}
      >
        <Divider orientation="left">{m.levels}</Divider>
        <Typography.Paragraph type="secondary">{m.levelHint}</Typography.Paragraph>
        <LevelRows />
        <Divider orientation="left">{m.earning}</Divider>
        {number(["earning", "growthDailyCap"], m.growthDailyCap)}
        {number(["earning", "loginGrowth"], m.loginGrowth)}
        {number(["earning", "pointsDailyCap"], m.pointsDailyCap)}
        <Divider orientation="left">{m.checkin}</Divider>
        {number(["checkin", "dailyPoints"], m.dailyPoints)}
        {number(["checkin", "makeUpPerMonth"], m.makeUpPerMonth)}
        <Typography.Text strong>{m.streak}</Typography.Text>
        <StreakRows />
        <Divider orientation="left">{m.store}</Divider>
        {number(["store", "perPlayerDaily"], m.perPlayerDaily)}
        <Form.Item name={["store", "expiryMonthDay"]} label={m.expiryMonthDay} rules={[{ required: true }]}>
          <Input style={{ width: 200 }} />
        </Form.Item>
        {number(["store", "expiryNoticeDays"], m.expiryNoticeDays)}
        <Divider orientation="left">{m.tasks}</Divider>
        {TASKS.map((task) => (
          <span key={task}>{number(["tasks", task], m.taskPoints[task])}</span>
        ))}
      </SettingsForm>
    </PageCard>
  );
}
