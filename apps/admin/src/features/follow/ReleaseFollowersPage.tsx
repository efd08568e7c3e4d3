import { Tag } from "antd";
import { Link, useParams } from "react-router";
import type { Paged } from "@lottery/contract";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { Money } from "../../components/Money.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { apiGet } from "../../lib/api.ts";
import { paths } from "../../lib/paths.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { followMessages as m } from "./messages.ts";

/** A follow as GET /follow/followers lists it. */
interface ConsoleFollow {
  userId: number;
  userName: string;
  orderId: string;
  multiple: number;
  amount: number;
  status: string;
  prize: number;
  commission: number;
  houseCut: number;
  followedAt: string;
}

const FOLLOWERS = "/follow/followers";
const fc = m.followerColumns;

const money = (
  title: string,
  key: "amount" | "prize" | "commission" | "houseCut",
): TableColumn<ConsoleFollow> => ({
  title,
  dataIndex: key,
  align: "right",
  render: (_, f) => <Money yuan={f[key]} />,
  exportValue: (f) => f[key].toFixed(2),
});

const columns: TableColumn<ConsoleFollow>[] = [
  {
    title: fc.userId,
    dataIndex: "userId",
    render: (_, f) => <Link to={paths.player(f.userId)}>{f.userId}</Link>,
    exportValue: (f) => String(f.userId),
  },
  { title: fc.userName, dataIndex: "userName" },
  { title: fc.orderId, dataIndex: "orderId" },
  { title: fc.multiple, dataIndex: "multiple", align: "right" },
  money(fc.amount, "amount"),
  {
    title: fc.status,
    dataIndex: "status",
    render: (_, f) => <Tag>{m.orderStatuses[f.status] ?? f.status}</Tag>,
    exportValue: (f) => m.orderStatuses[f.status] ?? f.status,
  },
  money(fc.prize, "prize"),
  money(fc.commission, "commission"),
  money(fc.houseCut, "houseCut"),
  {
    title: fc.followedAt,
    dataIndex: "followedAt",
    render: (_, f) => formatChinaTime(f.followedAt),
    exportValue: (f) => formatChinaTime(f.followedAt),
  },
];

/** /follow/releases/:releaseId: every follow of one release with its result and commission. */
export default function ReleaseFollowersPage() {
  const releaseId = useParams().releaseId ?? "";
  const params = { releaseId, pageIndex: 1, pageSize: 100 };
  const follows = useApiQuery<Paged<ConsoleFollow>>(FOLLOWERS, params);
  return (
    <PageCard
      title={m.followersTitle(releaseId)}
      extra={<Link to={paths.followReleases}>{m.backToList}</Link>}
    >
      <DataTable
        rowKey="orderId"
        columns={columns}
        rows={follows.data?.list}
        loading={follows.isFetching}
        error={follows.error}
        onReload={() => void follows.refetch()}
        exportName={m.followersExport}
        fetchAll={async () => (await apiGet<Paged<ConsoleFollow>>(FOLLOWERS, params)).list}
      />
    </PageCard>
  );
}
