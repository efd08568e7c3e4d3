import { Picker } from "antd-mobile";
import { BANKS, findBank, isBankCode, type BankCode } from "@lottery/contract";
import { walletMessages } from "../../../messages/wallet.ts";

const COLUMNS = [BANKS.map((bank) => ({ label: bank.name, value: bank.code }))];

/**
 * The 开户银行 field: a picker over the contract's bank list. The form holds the chosen code;
 * antd-mobile's Picker speaks arrays of column values, translated here.
 */
export function BankPicker({ value, onChange }: { value?: BankCode; onChange?: (code: BankCode) => void }) {
  return (
    <Picker
      columns={COLUMNS}
      value={value ? [value] : []}
      onConfirm={(values) => {
        const code = values[0];
        if (typeof code === "string" && isBankCode(code)) onChange?.(code);
      }}
    >
      {(_items, actions) => (
        <button type="button" className={`bank-picker${value ? "" : " empty"}`} onClick={actions.open}>
          {value ? findBank(value)?.name : walletMessages.bankPlaceholder}
        </button>
      )}
    </Picker>
  );
}
