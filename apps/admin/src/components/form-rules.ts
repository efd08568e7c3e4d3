import type { Rule } from "antd/es/form";
import { isYuanText } from "../lib/money.ts";
import { commonMessages as m } from "../lib/messages.ts";

/** A yuan amount to the fen (at most 2 decimals), optionally required and within min…max. */
export function yuanRules(
  options: { required?: boolean; min?: number; max?: number; message?: string } = {},
): Rule[] {
  const message = options.message ?? m.yuanRule;
  return [
    { required: options.required ?? true, message },
    {
      validator: (_, value: unknown) => {
        if (value === undefined || value === null || value === "") return Promise.resolve();
        const text = String(value);
        if (!isYuanText(text)) return Promise.reject(new Error(message));
        const amount = Number(text);
        if (options.min !== undefined && amount < options.min) return Promise.reject(new Error(message));
        if (options.max !== undefined && amount > options.max) return Promise.reject(new Error(message));
        return Promise.resolve();
      },
    },
  ];
}
