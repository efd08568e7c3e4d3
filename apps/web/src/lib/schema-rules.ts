/** Form rules from the contract's zod schemas, so a form speaks the server's own words. */
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
