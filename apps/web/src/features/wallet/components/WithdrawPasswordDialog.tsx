import { useState } from "react";
import { Dialog, Input } from "antd-mobile";
import { withdrawPasswordSchema } from "@lottery/contract";
import { commonMessages } from "../../../messages/common.ts";
import { walletMessages } from "../../../messages/wallet.ts";
import { schemaMessage } from "../../../lib/schema-rules.ts";

export interface WithdrawPasswordDialogProps {
  visible: boolean;
  /** What is being deleted (该银行卡), for the prompt. */
  what: string;
  /** Replaces the deletion prompt (a withdrawal says what it pays out). */
  prompt?: string;
  onCancel: () => void;
  /** Runs the deletion; true when done (the dialog closes), false to let the player try again. */
  onConfirm: (withdrawPassword: string) => Promise<boolean>;
}

/** Asks for the 6-digit withdrawal password a deletion needs; the shape is checked before sending. */
export function WithdrawPasswordDialog({
  visible,
  what,
  prompt,
  onCancel,
  onConfirm,
}: WithdrawPasswordDialogProps) {
  const [pin, setPin] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const reset = () => {
    setPin("");
    setProblem(null);
  };
  const confirm = async () => {
    const message = pin
      ? schemaMessage(withdrawPasswordSchema, pin)
      : commonMessages.withdrawPasswordRequired;
    setProblem(message);
    if (message !== null) return;
    if (await onConfirm(pin)) reset();
    else setPin("");
  };
  const cancel = () => {
    reset();
    onCancel();
  };

  return (
    <Dialog
      visible={visible}
      title={walletMessages.verifyWithdrawPasswordTitle}
      content={
        <div className="pin-dialog">
          <p>{prompt ?? walletMessages.removeNeedsPassword(what)}</p>
          <Input
            className="pin-input"
            type="password"
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            placeholder={commonMessages.withdrawPasswordPlaceholder}
            value={pin}
            onChange={setPin}
            onEnterPress={() => void confirm()}
          />
          {problem && <p className="pin-problem">{problem}</p>}
        </div>
      }
      actions={[
        [
          { key: "cancel", text: walletMessages.cancelAction, onClick: cancel },
          { key: "confirm", text: walletMessages.confirmAction, bold: true, onClick: confirm },
        ],
      ]}
    />
  );
}
