import { Button } from "antd-mobile";
import type { CodePurpose } from "@lottery/contract";
import { accountMessages } from "../../../messages/account.ts";
import { useCodeSender, type CodeTarget } from "../hooks/useCodeSender.ts";

interface CodeButtonProps {
  purpose: CodePurpose;
  /** Validates the fields the code needs and answers them (rejects when they are not valid). */
  target: () => Promise<CodeTarget>;
}

/** 获取验证码, then "N秒后重发" (disabled) until the server's resend delay has passed. */
export function CodeButton({ purpose, target }: CodeButtonProps) {
  const { secondsLeft, sending, send } = useCodeSender(purpose, target);
  return (
    <Button
      className="code-button"
      size="small"
      color="primary"
      fill="outline"
      disabled={secondsLeft > 0}
      loading={sending}
      onClick={send}
    >
      {secondsLeft > 0 ? accountMessages.resendIn(secondsLeft) : accountMessages.getCode}
    </Button>
  );
}
