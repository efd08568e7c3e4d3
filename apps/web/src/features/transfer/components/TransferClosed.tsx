import { Button, ErrorBlock } from "antd-mobile";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { commonMessages } from "../../../messages/common.ts";
import { transferMessages } from "../../../messages/transfer.ts";

/** Shown instead of the wallets until the first recharge opens the transfer centre (SPEC 5). */
export function TransferClosed() {
  const navigate = useNavigate();
  return (
    <div className="transfer-closed">
      <ErrorBlock
        status="empty"
        title={transferMessages.transferClosedTitle}
        description={<span className="transfer-closed-text">{commonMessages.transferNotPermitted}</span>}
      />
      <Button color="primary" block shape="rounded" onClick={() => navigate(paths.rechargeType6)}>
        {transferMessages.transferGoRecharge}
      </Button>
    </div>
  );
}
