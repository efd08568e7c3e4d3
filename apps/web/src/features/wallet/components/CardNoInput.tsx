import { Input } from "antd-mobile";
import { walletMessages } from "../../../messages/wallet.ts";
import { cardDigits, GROUPED_MAX_LENGTH, groupInFours } from "../card-number.ts";

/** The card number field: shows the digits in groups of four, hands the form the bare digits. */
export function CardNoInput({
  value = "",
  onChange,
}: {
  value?: string;
  onChange?: (digits: string) => void;
}) {
  return (
    <Input
      className="card-no-input"
      inputMode="numeric"
      autoComplete="off"
      clearable
      placeholder={walletMessages.cardNoPlaceholder}
      maxLength={GROUPED_MAX_LENGTH}
      value={groupInFours(value)}
      onChange={(text) => onChange?.(cardDigits(text))}
    />
  );
}
