import { Alert, Button, List } from "antd";
import { ReloadOutlined } from "@ant-design/icons";
import { ExportButton } from "../../components/ExportButton.tsx";
import { PageCard, Section } from "../../components/PageCard.tsx";
import { formatChinaTime } from "../../lib/time.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { financeMessages } from "./messages.ts";

const m = financeMessages.ledger;

/** GET /ledger/audit: journals sum to zero, balances equal their entries, nobody below zero. */
export default function LedgerAuditPage() {
  const audit = useApiQuery<{ ok: boolean; problems: string[] }>("/ledger/audit");
  const problems = audit.data?.problems ?? [];
  const checkedAt = audit.dataUpdatedAt ? new Date(audit.dataUpdatedAt).toISOString() : null;
  return (
    <PageCard
      title={m.title}
      extra={
        <Button icon={<ReloadOutlined />} loading={audit.isFetching} onClick={() => void audit.refetch()}>
          {m.rerun}
        </Button>
      }
    >
      {audit.error ? <Alert type="error" showIcon message={audit.error.message} /> : null}
      {audit.data ? (
        <Alert
          type={audit.data.ok ? "success" : "error"}
          showIcon
          message={audit.data.ok ? m.ok : m.failed(problems.length)}
          description={checkedAt ? m.checkedAt(formatChinaTime(checkedAt)) : null}
          style={{ marginBottom: 12 }}
          data-testid="ledger-verdict"
        />
      ) : null}
      {problems.length ? (
        <Section
          title={m.problem}
          extra={
            <ExportButton
              name={m.exportName}
              columns={[{ title: m.problem, value: (p: string) => p }]}
              fetchAll={async () => problems}
            />
          }
        >
          <List size="small" bordered dataSource={problems} renderItem={(p) => <List.Item>{p}</List.Item>} />
        </Section>
      ) : null}
    </PageCard>
  );
}
