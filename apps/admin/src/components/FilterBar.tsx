import type { ReactNode } from "react";
import { Button, Card, Space } from "antd";
import { commonMessages as m } from "../lib/messages.ts";

/** The filter row above a table: fields write to the URL at once; 重置 clears them all. */
export function FilterBar({ children, onReset }: { children: ReactNode; onReset?: () => void }) {
  return (
    <Card size="small" className="filter-bar">
      <Space wrap size={[12, 8]}>
        {children}
        {onReset ? <Button onClick={onReset}>{m.reset}</Button> : null}
      </Space>
    </Card>
  );
}

/** A labelled filter field. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Space size={6}>
      <span className="filter-label">{label}</span>
      {children}
    </Space>
  );
}
