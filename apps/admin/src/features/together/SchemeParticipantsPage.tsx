import { Alert, Button, Descriptions, Popconfirm, Space, Tag } from "antd";
import { Link, useParams } from "react-router";
import type { Paged, SchemeJoin } from "@lottery/contract";
import { isUnder, OPERATOR_CANCEL_PERCENT, progressPercent } from "@lottery/rules";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { Money } from "../../components/Money.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { apiGet, apiPost } from "../../lib/api.ts";
import { paths } from "../../lib/paths.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { togetherMessages as m } from "./messages.ts";
import { PATH, type ConsoleScheme } from "./SchemesPage.tsx";

const JOINS = "/together/joins";
const jc = m.joinColumns;

const joinColumns: TableColumn<SchemeJoin>[] = [
  {
    title: jc.mid,
    dataIndex: "Mid",
    render: (_, j) => (j.Mid ? <Link to={paths.player(j.Mid)}>{j.Mid}</Link> : "-"),
  },
  { title: jc.name, dataIndex: "NickName" },
  {
    title: jc.kind,
    dataIndex: "kind",
    render: (_, j) => <Tag>{m.joinKinds[j.kind] ?? j.kind}</Tag>,
    exportValue: (j) => m.joinKinds[j.kind] ?? j.kind,
  },
  { title: jc.shares, dataIndex: "shares", align: "right" },
  {
    title: jc.amount,
    dataIndex: "amount",
    align: "right",
    render: (_, j) => <Money yuan={j.amount} />,
    exportValue: (j) => j.amount.toFixed(2),
  },
  {
    title: jc.at,
    dataIndex: "at",
    render: (_, j) => formatChinaTime(j.at),
    exportValue: (j) => formatChinaTime(j.at),
  },
];

/**
 * /together/schemes/:schemeId: one scheme's figures and every holder of its shares (the initiator's
 * buy, joins, the guarantee used, the site's fill), with 撤单 while sold + guarantee is under 95 %.
 */
export default function SchemeParticipantsPage() {
  const schemeId = useParams().schemeId ?? "";
  const scheme = useApiQuery<Paged<ConsoleScheme>>(PATH, { schemeId, pageIndex: 1, pageSize: 1 });
  const joins = useApiQuery<Paged<SchemeJoin>>(JOINS, { schemeId, pageIndex: 1, pageSize: 100 });
  const row = scheme.data?.list[0];
  return (
    <PageCard
      title={m.participantsTitle(schemeId)}
      extra={<Link to={paths.togetherSchemes}>{m.backToList}</Link>}
    >
      {scheme.error ? <Alert type="error" showIcon message={scheme.error.message} /> : null}
      {scheme.data && !row ? <Alert type="warning" showIcon message={m.notFound} /> : null}
      {row ? <Summary scheme={row} /> : null}
      <DataTable
        rowKey={(j) => `${j.kind}-${j.Mid}-${j.at}-${j.shares}`}
        columns={joinColumns}
        rows={joins.data?.list}
        loading={joins.isFetching}
        error={joins.error}
        onReload={() => void joins.refetch()}
        exportName={m.participantsExport}
        fetchAll={async () =>
          (await apiGet<Paged<SchemeJoin>>(JOINS, { schemeId, pageIndex: 1, pageSize: 100 })).list
        }
      />
    </PageCard>
  );
}

function Summary({ scheme }: { scheme: ConsoleScheme }) {
  const s = m.summary;
  const withGuarantee = progressPercent(scheme.soldShares + scheme.guaranteeShares, scheme.totalShares);
  return (
    <Descriptions size="small" column={4} bordered style={{ marginBottom: 12 }}>
      <Descriptions.Item label={s.status}>{m.statuses[scheme.status] ?? scheme.status}</Descriptions.Item>
      <Descriptions.Item label={s.game}>{`${scheme.gameCode} ${scheme.issue}`}</Descriptions.Item>
      <Descriptions.Item label={s.shares}>{scheme.totalShares}</Descriptions.Item>
      <Descriptions.Item label={s.sold}>{scheme.soldShares}</Descriptions.Item>
      <Descriptions.Item
        label={s.guarantee}
      >{`${scheme.guaranteeShares}(${scheme.guaranteeUsed})`}</Descriptions.Item>
      <Descriptions.Item label={s.site}>{scheme.siteShares}</Descriptions.Item>
      <Descriptions.Item label={s.progress}>{`${withGuarantee}%`}</Descriptions.Item>
      <Descriptions.Item label={s.deadline}>{formatChinaTime(scheme.deadline)}</Descriptions.Item>
      {scheme.status === "selling" ? (
        <Descriptions.Item label={m.cancel} span={4}>
          <CancelBox scheme={scheme} />
        </Descriptions.Item>
      ) : null}
      {scheme.prize > 0 ? (
        <Descriptions.Item label={m.columns.prize}>
          <Money yuan={scheme.prize} />
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

function CancelBox({ scheme }: { scheme: ConsoleScheme }) {
  const cancel = useAction(() => apiPost("/together/cancel", { schemeId: scheme.schemeId }), {
    success: m.cancelled,
    invalidate: [PATH, JOINS],
  });
  const under = isUnder(
    scheme.soldShares,
    scheme.guaranteeShares,
    scheme.totalShares,
    OPERATOR_CANCEL_PERCENT,
  );
  if (!under) return <span>{m.cancelOver95}</span>;
  return (
    <Space>
      <span>{m.cancelUnder95}</span>
      <Popconfirm title={m.cancelConfirm} onConfirm={() => cancel.mutate(undefined)}>
        <Button size="small" danger loading={cancel.isPending}>
          {m.cancel}
        </Button>
      </Popconfirm>
    </Space>
  );
}
