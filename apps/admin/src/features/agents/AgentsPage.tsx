import { useState } from "react";
import { App, Button, Form, Input, InputNumber, Modal, Select, Space, Tag } from "antd";
import { Link } from "react-router";
import { AGENT_DEPTH_CEILING, AGENT_RATE_CEILING, type AdminAgentRow } from "@lottery/contract";
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
import { agentMessages as m } from "./messages.ts";

export const PATH = "/agents/list";
const FILTERS = { status: "", userId: "", pageIndex: 1, pageSize: 20 };
const c = m.columns;
const time = (iso: string | null) => (iso ? formatChinaTime(iso) : "");

interface RatesTarget {
  userId: number;
  mode: "approve" | "update" | "appoint";
}

/**
 * 代理管理: applications and agents by status, with approval (rates for a top agent), rejection,
 * rate changes and suspension; an operator may appoint any real-named player. Below, the settings:
 * the deepest level and the highest rates.
 */
export default function AgentsPage() {
  const { values, set, reset } = useUrlFilters(FILTERS);
  const list = usePagedList<AdminAgentRow>(PATH, values, set);
  const [target, setTarget] = useState<RatesTarget | null>(null);
  const { modal } = App.useApp();
  const post = useAction((v: { path: string; body: object }) => apiPost(v.path, v.body), {
    success: m.updated,
    invalidate: [PATH],
    onDone: () => setTarget(null),
  });
  const confirm = (content: string, path: string, body: object) =>
    modal.confirm({ content, onOk: () => post.mutateAsync({ path, body }) });
  const columns: TableColumn<AdminAgentRow>[] = [
    { title: "ID", dataIndex: "userId" },
    {
      title: c.userName,
      dataIndex: "userName",
      render: (_, r) => <Link to={paths.player(r.userId)}>{r.userName}</Link>,
      exportValue: (r) => r.userName,
    },
    { title: c.realName, dataIndex: "realName", render: (_, r) => r.realName ?? "" },
    {
      title: c.status,
      dataIndex: "status",
      render: (_, r) => <Tag>{m.statuses[r.status] ?? r.status}</Tag>,
      exportValue: (r) => m.statuses[r.status] ?? r.status,
    },
    { title: c.type, dataIndex: "type", render: (_, r) => (r.type ? m.types[r.type] : "") },
    { title: c.level, dataIndex: "level", render: (_, r) => r.level ?? "" },
    { title: c.parentId, dataIndex: "parentId", render: (_, r) => r.parentId ?? "" },
    { title: c.lotteryRate, dataIndex: "rates", render: (_, r) => `${r.rates.lottery.toFixed(1)}%` },
    { title: c.sportsRate, dataIndex: "rates", render: (_, r) => `${r.rates.sports.toFixed(1)}%` },
    { title: c.members, dataIndex: "members", align: "right" },
    { title: c.appliedAt, dataIndex: "appliedAt", render: (_, r) => time(r.appliedAt) },
    { title: c.decidedAt, dataIndex: "decidedAt", render: (_, r) => time(r.decidedAt) },
    { title: c.decidedBy, dataIndex: "decidedBy", render: (_, r) => r.decidedBy ?? "" },
    {
      title: c.actions,
      dataIndex: "userId",
      render: (_, r) => (
        <Space>
          {r.status === "pending" && (
            <>
              <Button
                size="small"
                type="primary"
                onClick={() => setTarget({ userId: r.userId, mode: "approve" })}
              >
                {m.approve}
              </Button>
              <Button
                size="small"
                onClick={() => confirm(m.rejectConfirm, "/agents/reject", { userId: r.userId })}
              >
                {m.reject}
              </Button>
            </>
          )}
          {r.status === "active" && (
            <>
              <Button size="small" onClick={() => setTarget({ userId: r.userId, mode: "update" })}>
                {m.editRates}
              </Button>
              <Button
                size="small"
                danger
                onClick={() =>
                  confirm(m.suspendConfirm, "/agents/update", { userId: r.userId, suspended: "1" })
                }
              >
                {m.suspend}
              </Button>
            </>
          )}
          {r.status === "suspended" && (
            <Button
              size="small"
              onClick={() =>
                post.mutate({ path: "/agents/update", body: { userId: r.userId, suspended: "0" } })
              }
            >
              {m.restore}
            </Button>
          )}
        </Space>
      ),
      exportValue: () => "",
    },
  ];
  return (
    <PageCard
      title={m.title}
      extra={<Button onClick={() => setTarget({ userId: 0, mode: "appoint" })}>{m.appoint}</Button>}
    >
      <FilterBar onReset={reset}>
        <FilterField label={m.status}>
          <Select
            style={{ width: 120 }}
            value={values.status}
            onChange={(status) => set({ status })}
            options={[
              { value: "", label: commonMessages.all },
              ...["pending", "active", "rejected", "suspended"].map((value) => ({
                value,
                label: m.statuses[value],
              })),
            ]}
          />
        </FilterField>
        <FilterField label={m.userId}>
          <Input
            style={{ width: 120 }}
            value={values.userId}
            onChange={(e) => set({ userId: e.target.value.replace(/\D/g, "") })}
            allowClear
          />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="userId"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName}
        fetchAll={list.fetchAll}
      />
      <RatesDialog
        target={target}
        busy={post.isPending}
        onCancel={() => setTarget(null)}
        onSubmit={(body) =>
          post.mutate({ path: target?.mode === "update" ? "/agents/update" : "/agents/approve", body })
        }
      />
      <SettingsForm
        path="/agents/settings"
        title={m.settingsTitle}
        successText={m.saved}
        toForm={(s: { maxDepth: number; maxRates: { lottery: number; sports: number } }) => ({
          maxDepth: s.maxDepth,
          maxLotteryRate: s.maxRates.lottery,
          maxSportsRate: s.maxRates.sports,
        })}
      >
        <Form.Item name="maxDepth" label={m.maxDepth} extra={m.maxDepthHint} rules={[{ required: true }]}>
          <InputNumber min={1} max={AGENT_DEPTH_CEILING} precision={0} />
        </Form.Item>
        <Form.Item name="maxLotteryRate" label={m.maxLotteryRate} rules={[{ required: true }]}>
          <InputNumber min={0} max={AGENT_RATE_CEILING} precision={1} step={0.1} />
        </Form.Item>
        <Form.Item name="maxSportsRate" label={m.maxSportsRate} rules={[{ required: true }]}>
          <InputNumber min={0} max={AGENT_RATE_CEILING} precision={1} step={0.1} />
        </Form.Item>
      </SettingsForm>
    </PageCard>
  );
}

interface RatesForm {
  userId?: number;
  lotteryRate?: number;
  sportsRate?: number;
}

function RatesDialog(props: {
  target: RatesTarget | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (body: object) => void;
}) {
  const [form] = Form.useForm<RatesForm>();
  const target = props.target;
  const submit = (v: RatesForm) =>
    props.onSubmit({
      userId: target?.mode === "appoint" ? v.userId : target?.userId,
      ...(target?.mode === "appoint" ? { appoint: "1" } : {}),
      ...(v.lotteryRate === undefined || v.lotteryRate === null ? {} : { lotteryRate: v.lotteryRate }),
      ...(v.sportsRate === undefined || v.sportsRate === null ? {} : { sportsRate: v.sportsRate }),
    });
  const title = target?.mode === "appoint" ? m.appoint : target?.mode === "update" ? m.editRates : m.approve;
  return (
    <Modal
      open={target !== null}
      title={title}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        {target?.mode === "appoint" && (
          <Form.Item name="userId" label={m.userId} extra={m.appointHint} rules={[{ required: true }]}>
            <InputNumber min={1} precision={0} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item name="lotteryRate" label={m.lotteryRate} extra={m.rateHint}>
          <InputNumber min={0} max={AGENT_RATE_CEILING} precision={1} step={0.1} />
        </Form.Item>
        <Form.Item name="sportsRate" label={m.sportsRate}>
          <InputNumber min={0} max={AGENT_RATE_CEILING} precision={1} step={0.1} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
