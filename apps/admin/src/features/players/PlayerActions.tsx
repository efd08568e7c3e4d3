import { useState } from "react";
import type { PlayerDetail } from "@lottery/contract";
import { App, Button, Form, Input, Modal, Space } from "antd";
import { canUse } from "../../lib/menu.ts";
import { formatYuan } from "../../lib/money.ts";
import { useSession } from "../../lib/session.ts";
import { useAction } from "../../lib/use-action.ts";
import { DETAIL_PATH, resetPassword, revokeSessions, setBanned, waiveTurnover } from "./api.ts";
import { playerMessages } from "./messages.ts";

const m = playerMessages.actions;
const touched = { invalidate: [DETAIL_PATH, "/players"] };

/** Ban or unban, waive turnover, reset the password, log out everywhere — as the role allows. */
export function PlayerActions({ player }: { player: PlayerDetail }) {
  const { modal } = App.useApp();
  const permissions = useSession()?.operator.permissions;
  const [resetting, setResetting] = useState(false);
  const ban = useAction((banned: boolean) => setBanned(player.mid, banned), {
    ...touched,
    success: (r) => ((r as { banned: boolean }).banned ? m.banned : m.unbanned),
  });
  const waive = useAction(() => waiveTurnover(player.mid), { ...touched, success: m.waived });
  const revoke = useAction(() => revokeSessions(player.mid), { success: m.revoked });
  const reset = useAction((password: string) => resetPassword(player.mid, password), {
    success: m.passwordReset,
    onDone: () => setResetting(false),
  });
  const confirm = (title: string, content: string, run: () => Promise<unknown>) =>
    modal.confirm({ title, content, onOk: run });
  const write = canUse("players.write", permissions);
  return (
    <Space wrap>
      {write && player.banned ? (
        <Button
          onClick={() => confirm(m.unban, m.unbanConfirm(player.userName), () => ban.mutateAsync(false))}
        >
          {m.unban}
        </Button>
      ) : null}
      {write && !player.banned ? (
        <Button
          danger
          onClick={() => confirm(m.ban, m.banConfirm(player.userName), () => ban.mutateAsync(true))}
        >
          {m.ban}
        </Button>
      ) : null}
      {canUse("finance", permissions) ? (
        <Button
          disabled={player.turnoverOwed <= 0}
          onClick={() =>
            confirm(m.waive, m.waiveConfirm(formatYuan(player.turnoverOwed)), () => waive.mutateAsync())
          }
        >
          {m.waive}
        </Button>
      ) : null}
      {write ? <Button onClick={() => setResetting(true)}>{m.resetPassword}</Button> : null}
      {write ? (
        <Button onClick={() => confirm(m.revoke, m.revokeConfirm, () => revoke.mutateAsync())}>
          {m.revoke}
        </Button>
      ) : null}
      <ResetPasswordDialog
        open={resetting}
        busy={reset.isPending}
        onCancel={() => setResetting(false)}
        onSubmit={(p) => reset.mutate(p)}
      />
    </Space>
  );
}

function ResetPasswordDialog(props: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (password: string) => void;
}) {
  const [form] = Form.useForm<{ password: string }>();
  return (
    <Modal
      open={props.open}
      title={m.resetPassword}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => props.onSubmit(v.password)}>
        <Form.Item
          name="password"
          label={m.newPassword}
          rules={[{ required: true, min: 6, max: 20, message: m.passwordRule }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
