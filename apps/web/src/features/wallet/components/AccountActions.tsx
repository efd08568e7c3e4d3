import { Button } from "antd-mobile";
import { walletMessages } from "../../../messages/wallet.ts";

/** 设为默认 (not on the default one) and 删除, for a card face or an Alipay row. */
export function AccountActions(props: {
  isDefault: boolean;
  onSetDefault: () => void;
  onRemove: () => void;
  className?: string;
}) {
  return (
    <div className={`account-actions${props.className ? ` ${props.className}` : ""}`}>
      {!props.isDefault && (
        <Button size="mini" shape="rounded" fill="outline" onClick={props.onSetDefault}>
          {walletMessages.setDefault}
        </Button>
      )}
      <Button size="mini" shape="rounded" fill="outline" onClick={props.onRemove}>
        {walletMessages.removeAccount}
      </Button>
    </div>
  );
}
