import { useState, type Key } from "react";
import type { BulkItemResult } from "@lottery/contract";
import { App } from "antd";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useAction } from "../../lib/use-action.ts";
import { formatYuan } from "../../lib/money.ts";
import {
  approveWithdrawal,
  bulkDecide,
  rejectWithdrawal,
  WITHDRAWALS_PATH,
  type ConsoleWithdrawal,
} from "./api.ts";
import { withdrawalMessages as m } from "./messages.ts";

export const WITHDRAWAL_FILTERS = {
  status: "pending",
  mid: "",
  from: "",
  to: "",
  pageIndex: 1,
  pageSize: 20,
};

/** What is being rejected: one withdrawal or the selected ones. */
export type RejectTarget = { nos: string[] } | null;

/** State and calls of the withdrawal review page. */
export function useWithdrawalsPage() {
  const { modal } = App.useApp();
  const filters = useUrlFilters(WITHDRAWAL_FILTERS);
  const list = usePagedList<ConsoleWithdrawal>(WITHDRAWALS_PATH, filters.values, filters.set);
  const [selected, setSelected] = useState<Key[]>([]);
  const [rejecting, setRejecting] = useState<RejectTarget>(null);
  const reportFailures = (result: unknown) => {
    const failed = ((result as { results?: BulkItemResult[] }).results ?? []).filter((r) => !r.ok);
    if (failed.length)
      modal.warning({ title: m.bulkFailures, content: failed.map((r) => `${r.no}：${r.msg}`).join("\n") });
  };
  const done = {
    invalidate: [WITHDRAWALS_PATH],
    onDone: (result: unknown) => (setSelected([]), reportFailures(result)),
  };

  const approve = useAction(approveWithdrawal, { ...done, success: m.approved });
  const reject = useAction(
    ({ nos, reason }: { nos: string[]; reason: string }) =>
      nos.length === 1 && nos[0] ? rejectWithdrawal(nos[0], reason) : bulkDecide(nos, "reject", reason),
    { ...done, success: bulkSummary, onDone: (result) => (done.onDone(result), setRejecting(null)) },
  );
  const bulkApprove = useAction((nos: string[]) => bulkDecide(nos, "approve"), {
    ...done,
    success: bulkSummary,
  });

  const selectedRows = (list.rows ?? []).filter((w) => selected.includes(w.withdrawNo));
  const confirmApprove = (row: ConsoleWithdrawal) =>
    modal.confirm({
      title: m.approve,
      content: m.approveConfirm(row.withdrawNo, formatYuan(row.amount)),
      onOk: () => approve.mutateAsync(row.withdrawNo),
    });
  const confirmBulkApprove = () => {
    const amount = selectedRows.reduce((sum, w) => sum + Math.round(w.amount * 100), 0) / 100;
    modal.confirm({
      title: m.bulkApprove(selectedRows.length),
      content: m.bulkApproveConfirm(selectedRows.length, formatYuan(amount)),
      onOk: () => bulkApprove.mutateAsync(selectedRows.map((w) => w.withdrawNo)),
    });
  };
  return {
    filters,
    list,
    selection: { selected, setSelected, rows: selectedRows },
    confirmApprove,
    confirmBulkApprove,
    rejecting,
    startReject: (nos: string[]) => setRejecting({ nos }),
    cancelReject: () => setRejecting(null),
    submitReject: (reason: string) => rejecting && reject.mutate({ nos: rejecting.nos, reason }),
    rejectBusy: reject.isPending,
  };
}

/** The bulk call answers one result per withdrawal; a single call answers the withdrawal. */
function bulkSummary(result: unknown): string {
  const results = (result as { results?: { ok: boolean }[] }).results;
  if (!results) return m.rejected;
  const ok = results.filter((r) => r.ok).length;
  return m.bulkDone(ok, results.length - ok);
}
