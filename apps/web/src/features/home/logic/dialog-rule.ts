import type { Dialog, DialogListModels } from "@lottery/contract";

/**
 * What identifies a batch of pop-ups: its updatedAt plus the dialogs in it, so a visitor's batch and
 * a player's batch changed at the same moment are still told apart. Kept in the home pop-up banner
 * update time of SPEC 3.
 */
export function dialogBatchKey(models: DialogListModels): string {
  return `${models.updatedAt}|${models.list.map((dialog) => dialog.id).join(",")}`;
}

/** Pop-ups show once per batch: nothing when the batch last shown (`lastShownKey`) is this one. */
export function dialogsToShow(
  models: DialogListModels | null | undefined,
  lastShownKey: string | undefined,
): Dialog[] {
  if (!models || models.list.length === 0) return [];
  if (Number.isNaN(Date.parse(models.updatedAt)) || dialogBatchKey(models) === lastShownKey) return [];
  return models.list;
}
