import { Tabs } from "antd-mobile";
import { agentMessages } from "../../../messages/agent.ts";
import { RANGE_KEYS, type RangeKey } from "../logic/day-range.ts";

const a = agentMessages.agent;

/** 今天 / 昨天 / 近7天 / 近30天 / 全部. */
export function RangeTabs({ value, onChange }: { value: RangeKey; onChange: (key: RangeKey) => void }) {
  return (
    <Tabs activeKey={value} onChange={(key) => onChange(key as RangeKey)}>
      {RANGE_KEYS.map((key) => (
        <Tabs.Tab key={key} title={a.ranges[key]} />
      ))}
    </Tabs>
  );
}
