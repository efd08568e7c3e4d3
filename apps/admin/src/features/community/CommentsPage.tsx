import { Button, Form, Input, Popconfirm, Select, Space, Switch, Tag, Typography } from "antd";
import { Link } from "react-router";
import { commentStatuses, commentTargetTypes, type AdminCommentRow } from "@lottery/contract";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { SettingsForm } from "../../components/SettingsForm.tsx";
import { apiPost } from "../../lib/api.ts";
import { commonMessages } from "../../lib/messages.ts";
import { paths } from "../../lib/paths.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useAction } from "../../lib/use-action.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { communityMessages as m } from "./messages.ts";

export const PATH = "/community/comments";
const FILTERS = { status: "pending", targetType: "", userId: "", pageIndex: 1, pageSize: 20 };
const c = m.columns;

type Act = (row: AdminCommentRow) => void;

const targetLink = (r: AdminCommentRow) =>
  r.targetType === "release" ? paths.followRelease(r.targetId) : paths.togetherScheme(r.targetId);

const columns = (approve: Act, hide: Act): TableColumn<AdminCommentRow>[] => [
  { title: c.id, dataIndex: "id" },
  {
    title: c.user,
    dataIndex: "userName",
    render: (_, r) => <Link to={paths.player(r.userId)}>{r.userName}</Link>,
    exportValue: (r) => r.userName,
  },
  {
    title: c.target,
    dataIndex: "targetId",
    render: (_, r) => (
      <Link to={targetLink(r)}>
        {m.targetTypes[r.targetType]} {r.targetId}
      </Link>
    ),
    exportValue: (r) => `${m.targetTypes[r.targetType]} ${r.targetId}`,
  },
  {
    title: c.floor,
    dataIndex: "floor",
    render: (_, r) => (r.floor !== null ? m.floorOf(r.floor) : m.replyOf(r.rootId ?? 0)),
    exportValue: (r) => (r.floor !== null ? m.floorOf(r.floor) : m.replyOf(r.rootId ?? 0)),
  },
  {
    title: c.content,
    dataIndex: "content",
    // Plain text as the player wrote it: React escapes it, never rendered as HTML.
    render: (_, r) => <Typography.Text style={{ whiteSpace: "pre-wrap" }}>{r.content}</Typography.Text>,
    exportValue: (r) => r.content,
  },
  {
    title: c.status,
    dataIndex: "status",
    render: (_, r) => <Tag color={r.status === "pending" ? "orange" : undefined}>{r.statusName}</Tag>,
    exportValue: (r) => r.statusName,
  },
  { title: c.likes, dataIndex: "likes", align: "right" },
  {
    title: c.createdAt,
    dataIndex: "createdAt",
    render: (_, r) => formatChinaTime(r.createdAt),
    exportValue: (r) => formatChinaTime(r.createdAt),
  },
  {
    title: c.moderatedAt,
    dataIndex: "moderatedAt",
    render: (_, r) => (r.moderatedAt ? formatChinaTime(r.moderatedAt) : ""),
    exportValue: (r) => (r.moderatedAt ? formatChinaTime(r.moderatedAt) : ""),
  },
  {
    title: commonMessages.actions,
    key: "actions",
    fixed: "right",
    noExport: true,
    render: (_, r) => (
      <Space>
        {r.status === "pending" && (
          <Button size="small" type="primary" onClick={() => approve(r)}>
            {m.approve}
          </Button>
        )}
        {r.status !== "hidden" && (
          <Popconfirm title={m.hideConfirm} onConfirm={() => hide(r)}>
            <Button size="small" danger>
              {m.hide}
            </Button>
          </Popconfirm>
        )}
      </Space>
    ),
  },
];

const digits = (value: string) => value.replace(/\D/g, "");

/**
 * 评论审核: comments and replies on releases and schemes, the queue (pending) first; approve shows a
 * comment to every player, hide takes a pending or approved one away. Below, the moderation switch.
 */
export default function CommentsPage() {
  const { values, set, reset } = useUrlFilters(FILTERS);
  const list = usePagedList<AdminCommentRow>(PATH, values, set);
  const approve = useAction((r: AdminCommentRow) => apiPost("/community/comments/approve", { id: r.id }), {
    success: m.approved,
    invalidate: [PATH],
  });
  const hide = useAction((r: AdminCommentRow) => apiPost("/community/comments/hide", { id: r.id }), {
    success: m.hidden,
    invalidate: [PATH],
  });
  return (
    <PageCard title={m.commentsTitle}>
      <FilterBar onReset={reset}>
        <FilterField label={m.status}>
          <Select
            style={{ width: 120 }}
            value={values.status}
            onChange={(status) => set({ status })}
            options={[
              { value: "", label: commonMessages.all },
              ...commentStatuses.map((value) => ({ value, label: m.statuses[value] })),
            ]}
          />
        </FilterField>
        <FilterField label={m.targetType}>
          <Select
            style={{ width: 120 }}
            value={values.targetType}
            onChange={(targetType) => set({ targetType })}
            options={[
              { value: "", label: commonMessages.all },
              ...commentTargetTypes.map((value) => ({ value, label: m.targetTypes[value] })),
            ]}
          />
        </FilterField>
        <FilterField label={m.userId}>
          <Input
            style={{ width: 120 }}
            value={values.userId}
            onChange={(e) => set({ userId: digits(e.target.value) })}
            allowClear
          />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="id"
        columns={columns(approve.mutate, hide.mutate)}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName}
        fetchAll={list.fetchAll}
      />
      <SettingsForm path="/community/settings" title={m.settingsTitle}>
        <Form.Item name="moderation" label={m.moderation} extra={m.moderationHint} valuePropName="checked">
          <Switch />
        </Form.Item>
      </SettingsForm>
    </PageCard>
  );
}
