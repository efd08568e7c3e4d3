import { accountMessages } from "../../../messages/account.ts";

export { schemaMessage, schemaRule } from "../../../lib/schema-rules.ts";

/** A rule for a field that must repeat another one (确认密码). */
export function confirmRule(
  form: { getFieldValue(name: string): unknown },
  field: string,
  emptyMessage: string,
  mismatchMessage: string = accountMessages.passwordMismatch,
) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (!value) throw new Error(emptyMessage);
      if (value !== form.getFieldValue(field)) throw new Error(mismatchMessage);
    },
  };
}
