import { useState } from "react";
import { Dialog } from "antd-mobile";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { walletMessages } from "../../../messages/wallet.ts";
import type { WithdrawPasswordDialogProps } from "../components/WithdrawPasswordDialog.tsx";

/**
 * Deleting a card or an Alipay account: without a withdrawal password the player is offered the page
 * that sets one; otherwise the password dialog opens for the chosen id and `remove` runs with the
 * password. A refusal (wrong password) is toasted by the request helper and keeps the dialog open.
 */
export function useRemoval(
  withdrawPasswordSet: boolean,
  what: string,
  remove: (id: number, withdrawPassword: string) => Promise<unknown>,
) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<number | null>(null);

  const ask = async (id: number) => {
    if (withdrawPasswordSet) {
      setTarget(id);
      return;
    }
    const goSetUp = await Dialog.confirm({
      title: walletMessages.withdrawPasswordMissingTitle,
      content: walletMessages.withdrawPasswordMissingBody,
      confirmText: walletMessages.goSetUp,
      cancelText: walletMessages.cancelAction,
    });
    if (goSetUp) void navigate(paths.withdrawPasswordSetup);
  };

  const onConfirm = async (withdrawPassword: string) => {
    if (target === null) return true;
    try {
      await remove(target, withdrawPassword);
    } catch {
      return false;
    }
    setTarget(null);
    showToast(walletMessages.accountRemoved);
    return true;
  };

  const dialog: WithdrawPasswordDialogProps = {
    visible: target !== null,
    what,
    onCancel: () => setTarget(null),
    onConfirm,
  };
  return { ask, dialog };
}
