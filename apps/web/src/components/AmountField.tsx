import { Input } from "antd-mobile";
import { yuanToFen } from "@lottery/rules";
import { amountToSend, filterAmountText } from "../lib/amount-input.ts";
import "./amount-field.css";

export interface AmountFieldProps {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  /** The 全部 button's label and what it fills in (the most that may be moved, yuan); no label, no button. */
  allText?: string;
  all?: number;
  /** Shown under the field: the problem when there is one, else the hint. */
  hint?: string;
  problem?: string | null;
}

/** A money field: ¥, digits with at most 2 decimals, and (optionally) a 全部 button filling in the most allowed. */
export function AmountField(props: AmountFieldProps) {
  return (
    <div className="amount-field">
      <div className="amount-field-row">
        <span className="amount-field-sign">¥</span>
        <Input
          inputMode="decimal"
          autoComplete="off"
          clearable
          placeholder={props.placeholder}
          value={props.value}
          onChange={(text) => props.onChange(filterAmountText(text))}
        />
        {props.allText && (
          <button
            type="button"
            className="amount-field-all"
            onClick={() => props.onChange(allText(props.all ?? 0))}
          >
            {props.allText}
          </button>
        )}
      </div>
      {props.problem ? (
        <div className="amount-field-note error">{props.problem}</div>
      ) : (
        props.hint && <div className="amount-field-note">{props.hint}</div>
      )}
    </div>
  );
}

/** The 全部 amount as typed text ("12.5"), empty when there is nothing. */
function allText(yuan: number): string {
  return yuan > 0 ? String(yuan) : "";
}

/** What is wrong with an amount that may be at most `available` yuan: empty, zero, or too much. */
export function amountProblem(text: string, available: number): "required" | "exceeds" | null {
  const amountFen = yuanToFen(amountToSend(text));
  if (!amountFen || amountFen <= 0) return "required";
  return amountFen > (yuanToFen(available) ?? 0) ? "exceeds" : null;
}
