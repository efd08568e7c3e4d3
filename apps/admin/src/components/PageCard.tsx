import type { ReactNode } from "react";
import { Card, Typography } from "antd";

/** A page's title and its content. */
export function PageCard({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page">
      <div className="page-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </div>
  );
}

/** A titled card inside a page. */
export const Section = ({
  title,
  extra,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) => (
  <Card size="small" title={title} extra={extra} className="section">
    {children}
  </Card>
);
