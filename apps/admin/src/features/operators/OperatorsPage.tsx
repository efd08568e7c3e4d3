import { useState } from "react";
import {
  PERMISSION_NAMES,
  ROLE_NAMES,
  ROLE_PERMISSIONS,
  ROLES,
  type OperatorRow,
  type Role,
} from "@lottery/contract";
import { App, Button, Form, Input, Modal, Select, Space, Tag, Tooltip } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { apiPost } from "../../lib/api.ts";
import { commonMessages } from "../../lib/messages.ts";
import { useSession } from "../../lib/session.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useAction } from "../../lib/use-action.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { operatorMessages as m } from "./messages.ts";

const PATH = "/operators";
const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }));
const permissionsOf = (role: Role) => ROLE_PERMISSIONS[role].map((p) => PERMISSION_NAMES[p]).join("、");

type Dialog = { kind: "create" } | { kind: "reset"; row: OperatorRow } | null;

function useOperatorActions(close: () => void) {
  const opts = { invalidate: [PATH] };
  return {
    create: useAction((v: { userName: string; password: string; role: Role }) => apiPost(PATH, v), {
      ...opts,
      success: m.created,
      onDone: close,
    }),
    update: useAction((v: { id: number; role?: Role; disabled?: boolean }) => apiPost(`${PATH}/update`, v), {
      ...opts,
      success: (r) => ((r as OperatorRow).disabled ? m.disabledDone : m.changeRole),
    }),
    reset: useAction((v: { id: number; password: string }) => apiPost(`${PATH}/reset-password`, v), {
      ...opts,
      success: m.resetDone,
      onDone: close,
    }),
  };
}

/** GET /operators: accounts, roles and state; create, change role, disable, reset password. */
export default function OperatorsPage() {
  const { modal } = App.useApp();
  const me = useSession()?.operator.id;
  const { values, set } = useUrlFilters({ pageIndex: 1, pageSize: 20 });
  const list = usePagedList<OperatorRow>(PATH, values, set);
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = useOperatorActions(() => setDialog(null));
  const toggle = (row: OperatorRow) =>
    row.disabled
      ? actions.update.mutate({ id: row.id, disabled: false })
      : modal.confirm({
          title: m.disable,
          content: m.disableConfirm(row.userName),
          onOk: () => actions.update.mutateAsync({ id: row.id, disabled: true }),
        });
  const columns: TableColumn<OperatorRow>[] = [
    { title: m.columns.id, dataIndex: "id", width: 60 },
    {
      title: m.columns.userName,
      dataIndex: "userName",
      render: (_, r) => `${r.userName}${r.id === me ? m.self : ""}`,
      exportValue: (r) => r.userName,
    },
    {
      title: m.columns.role,
      dataIndex: "role",
      render: (_, r) => (
        <Tooltip title={`${m.permissions}：${permissionsOf(r.role)}`}>
          <Select
            size="small"
            style={{ width: 130 }}
            value={r.role}
            disabled={r.id === me}
            options={ROLE_OPTIONS}
            onChange={(role) => actions.update.mutate({ id: r.id, role })}
          />
        </Tooltip>
      ),
      exportValue: (r) => r.roleName,
    },
    {
      title: m.columns.status,
      dataIndex: "disabled",
      render: (_, r) =>
        r.disabled ? <Tag color="red">{m.disabled}</Tag> : <Tag color="green">{m.enabled}</Tag>,
      exportValue: (r) => (r.disabled ? m.disabled : m.enabled),
    },
    {
      title: m.columns.flags,
      dataIndex: "locked",
      render: (_, r) => (
        <>
          {r.mustChangePassword ? <Tag color="orange">{m.mustChange}</Tag> : null}
          {r.locked ? <Tag color="red">{m.locked}</Tag> : null}
        </>
      ),
      exportValue: (r) =>
        [r.mustChangePassword ? m.mustChange : "", r.locked ? m.locked : ""].filter(Boolean).join(" "),
    },
    {
      title: m.columns.lastLoginAt,
      dataIndex: "lastLoginAt",
      render: (_, r) => formatChinaTime(r.lastLoginAt),
      exportValue: (r) => formatChinaTime(r.lastLoginAt),
    },
    { title: m.columns.lastLoginIp, dataIndex: "lastLoginIp" },
    {
      title: m.columns.createdAt,
      dataIndex: "createdAt",
      render: (_, r) => formatChinaTime(r.createdAt),
      exportValue: (r) => formatChinaTime(r.createdAt),
    },
    {
      title: commonMessages.actions,
      key: "actions",
      noExport: true,
      render: (_, r) =>
        r.id === me ? null : (
          <Space size={4}>
            <Button size="small" danger={!r.disabled} onClick={() => toggle(r)}>
              {r.disabled ? m.enable : m.disable}
            </Button>
            <Button size="small" onClick={() => setDialog({ kind: "reset", row: r })}>
              {m.resetPassword}
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <PageCard title={m.title}>
      <DataTable
        rowKey="id"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName}
        fetchAll={list.fetchAll}
        toolbar={[
          <Button
            key="create"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: "create" })}
          >
            {m.create}
          </Button>,
        ]}
      />
      <CreateDialog
        open={dialog?.kind === "create"}
        busy={actions.create.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(v) => actions.create.mutate(v)}
      />
      <ResetDialog
        row={dialog?.kind === "reset" ? dialog.row : null}
        busy={actions.reset.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(v) => actions.reset.mutate(v)}
      />
    </PageCard>
  );
}

const passwordRules = [{ required: true, min: 8, max: 64, message: m.passwordRule }];

function CreateDialog(props: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (v: { userName: string; password: string; role: Role }) => void;
}) {
  const [form] = Form.useForm();
  const role = Form.useWatch("role", form) as Role | undefined;
  return (
    <Modal
      open={props.open}
      title={m.create}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={props.onSubmit}
        initialValues={{ role: "support" }}
      >
        <Form.Item
          name="userName"
          label={m.userName}
          rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{2,31}$/, message: m.userNameRule }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={m.password} rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="role"
          label={m.role}
          extra={role ? `${m.permissions}：${permissionsOf(role)}` : null}
          rules={[{ required: true }]}
        >
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ResetDialog(props: {
  row: OperatorRow | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (v: { id: number; password: string }) => void;
}) {
  const [form] = Form.useForm<{ password: string }>();
  return (
    <Modal
      open={props.row !== null}
      title={m.resetTitle(props.row?.userName ?? "")}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(v) => props.row && props.onSubmit({ id: props.row.id, password: v.password })}
      >
        <Form.Item name="password" label={m.password} rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
