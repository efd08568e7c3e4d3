import { Button, Result } from "antd-mobile";
import { useNavigate } from "react-router";
import { paths } from "../../../../lib/paths.ts";
import { withdrawMessages } from "../../../../messages/withdraw.ts";
import type { WithdrawDoneInfo } from "./WithdrawForm.tsx";

/** After a withdrawal went through: 提现申请已提交, where the money goes, and what to do next. */
export function WithdrawDone({ done, onAgain }: { done: WithdrawDoneInfo; onAgain: () => void }) {
  const navigate = useNavigate();
  return (
    <section className="withdraw-done">
      <Result
        status="waiting"
        title={withdrawMessages.withdrawResultTitle}
        description={withdrawMessages.withdrawResultBody(done.amount, done.account)}
      />
      <div className="withdraw-done-actions">
        <Button block color="primary" shape="rounded" onClick={() => navigate(paths.accountDetail)}>
          {withdrawMessages.viewWithdrawRecords}
        </Button>
        <Button block color="primary" fill="outline" shape="rounded" onClick={onAgain}>
          {withdrawMessages.withdrawAgain}
        </Button>
      </div>
    </section>
  );
}
