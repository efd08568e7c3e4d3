import { Picker } from "antd-mobile";
import type { TransferWalletsModels } from "@lottery/contract";
import { transferMessages } from "../../../messages/transfer.ts";
import { MAIN_WALLET, walletName } from "../logic/wallet-pair.ts";

/** One side of the transfer form: the chosen wallet's name, opening a picker of every wallet. */
export function WalletPicker(props: {
  label: string;
  value: string;
  models: TransferWalletsModels;
  onChange: (value: string) => void;
}) {
  const columns = [
    [
      { label: transferMessages.transferMainWallet, value: MAIN_WALLET },
      ...props.models.wallets.map((wallet) => ({ label: wallet.name, value: wallet.company })),
    ],
  ];
  return (
    <Picker
      columns={columns}
      value={[props.value]}
      onConfirm={(values) => {
        const value = values[0];
        if (typeof value === "string") props.onChange(value);
      }}
    >
      {(_items, actions) => (
        <button type="button" className="transfer-picker" onClick={actions.open}>
          <span className="transfer-picker-label">{props.label}</span>
          <span className="transfer-picker-value">
            {walletName(props.value, props.models, transferMessages.transferMainWallet)}
          </span>
        </button>
      )}
    </Picker>
  );
}
