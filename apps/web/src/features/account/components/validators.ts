import { messages } from "../../../messages.ts";

/** The part of a zod schema we use; zod itself is a dependency of @lottery/contract, not of this app. */
interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/** The first message a contract schema gives for `value` (the server's own words), or null. */
export function schemaMessage(schema: Schema, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

/** An antd-mobile Form rule from one of the contract's schemas; empty answers `emptyMessage`. */
export function schemaRule(schema: Schema, emptyMessage: string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (value === undefined || value === null || value === "") throw new Error(emptyMessage);
      const message = schemaMessage(schema, value);
      if (message !== null) throw new Error(message || emptyMessage);
    },
  };
}

/** A rule for a field that must repeat another one (确认密码). */
export function confirmRule(
  form: { getFieldValue(name: string): unknown },
  field: string,
  emptyMessage: string,
  mismatchMessage: string = messages.passwordMismatch,
) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (!value) throw new Error(emptyMessage);
      if (value !== form.getFieldValue(field)) throw new Error(mismatchMessage);
    },
  };
}
