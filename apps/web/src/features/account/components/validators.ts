/** The part of a zod schema we use; zod itself is a dependency of @lottery/contract, not of this app. */
interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/** An antd-mobile Form rule from one of the contract's schemas (API.md §3). */
export function schemaRule(schema: Schema, emptyMessage: string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (value === undefined || value === null || value === "") throw new Error(emptyMessage);
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? emptyMessage);
    },
  };
}
