import { Button, ErrorBlock } from "antd-mobile";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { messages } from "../../../messages/index.ts";

/** Shown instead of the wallets until the first recharge opens the transfer centre (SPEC 5). */
export function TransferClosed() {
  const navigate = useNavigate();
  return (
    <div className="transfer-closed">
      <ErrorBlock
        status="empty"
        title={messages.transferClosedTitle}
        description={<span className="transfer-closed-text">{messages.transferNotPermitted}</span>}
      />
      <Button color="primary" block shape="rounded" onClick={() => navigate(paths.rechargeType6)}>
        {messages.transferGoRecharge}
      </Button>
    </div>
  );
}
