import { Button, Card, Form, Input, InputNumber, Popconfirm } from "antd";
import { Link } from "react-router";
import type { CommentBanRow } from "@lottery/contract";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { apiPost } from "../../lib/api.ts";
import { commonMessages } from "../../lib/messages.ts";
import { paths } from "../../lib/paths.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useAction } from "../../lib/use-action.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { communityMessages as m } from "./messages.ts";

export const PATH = "/community/bans";
const FILTERS = { pageIndex: 1, pageSize: 20 };
const c = m.banColumns;

const columns = (unban: (r: CommentBanRow) => void): TableColumn<CommentBanRow>[] => [
  {
    title: c.user,
    dataIndex: "userName",
    render: (_, r) => <Link to={paths.player(r.userId)}>{`${r.userName}（${r.userId}）`}</Link>,
    exportValue: (r) => `${r.userName}（${r.userId}）`,
  },
  { title: c.reason, dataIndex: "reason" },
  {
    title: c.bannedAt,
    dataIndex: "bannedAt",
    render: (_, r) => (r.bannedAt ? formatChinaTime(r.bannedAt) : ""),
    exportValue: (r) => (r.bannedAt ? formatChinaTime(r.bannedAt) : ""),
  },
  {
    title: commonMessages.actions,
    key: "actions",
    noExport: true,
    render: (_, r) => (
      <Popconfirm title={m.unbanConfirm} onConfirm={() => unban(r)}>
        <Button size="small">{m.unban}</Button>
      </Popconfirm>
    ),
  },
];

/** 禁止评论: players an operator stopped commenting, allowing them again, and stopping another. */
export default function CommentBansPage() {
  const { values, set } = useUrlFilters(FILTERS);
  const list = usePagedList<CommentBanRow>(PATH, values, set);
  const [form] = Form.useForm<{ userId: number; reason?: string }>();
  const ban = useAction((body: { userId: number; reason?: string }) => apiPost("/community/ban", body), {
    success: m.banned,
    invalidate: [PATH],
    onDone: () => form.resetFields(),
  });
  const unban = useAction((r: CommentBanRow) => apiPost("/community/unban", { userId: r.userId }), {
    success: m.unbanned,
    invalidate: [PATH],
  });
  return (
    <PageCard title={m.bansTitle}>
      <Card size="small" title={m.banFormTitle} className="section">
        <Form form={form} layout="inline" onFinish={(body) => ban.mutate(body)}>
          <Form.Item
            name="userId"
            label={m.userId}
            rules={[{ required: true, message: commonMessages.required }]}
          >
            <InputNumber min={1} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="reason" label={m.reason}>
            <Input maxLength={100} style={{ width: 240 }} />
          </Form.Item>
          <Button type="primary" danger htmlType="submit" loading={ban.isPending}>
            {m.ban}
          </Button>
        </Form>
      </Card>
      <DataTable
        rowKey="userId"
        columns={columns(unban.mutate)}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.bansExport}
        fetchAll={list.fetchAll}
      />
    </PageCard>
  );
}
