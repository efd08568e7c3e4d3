import { useEffect, useState } from "react";
import { Dialog } from "antd-mobile";
import { useSearchParams } from "react-router";
import type { FollowRule, FollowRuleKind } from "@lottery/contract";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PagedList } from "../../../components/PagedList.tsx";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { followMessages } from "../../../messages/follow.ts";
import { useEditRule, useMyRules } from "../api/rule-api.ts";
import { RuleCard } from "../components/RuleCard.tsx";
import { RuleSheet } from "../components/RuleSheet.tsx";
import type { RuleTarget } from "../hooks/useRuleSheet.ts";
import "../components/follow.css";

const c = followMessages.custom;

/**
 * /customMade (定制跟单): my custom follow rules (releaser, terms, times used and left, prepaid reserve
 * or pay as you go, expiry, status) with 修改 and 停止 (the frozen rest returns at once).
 * `?mid=&name=` (the 定制跟单 button of the lobby and of a release) opens the sheet for that releaser,
 * `&kind=scheme` (the button of a scheme and of the hall's 合买红人) for that initiator's schemes: new
 * terms for my running rule of that kind on them, else a new rule. Each card says which kind it is.
 */
export default function CustomMadePage() {
  const [query, setQuery] = useSearchParams();
  const [target, setTarget] = useState<RuleTarget | null>(null);
  const rules = useMyRules();
  const stop = useStopRule();
  const close = () => {
    setTarget(null);
    if (query.has("mid")) setQuery({}, { replace: true });
  };
  return (
    <Page
      className="follow-page"
      header={<PageHeader title={c.title} right={<HeaderLink text={c.lobbyLink} to={paths.followOrder} />} />}
    >
      <OpenFromQuery onOpen={setTarget} />
      <p className="follow-note rule-hint">{c.emptyHint}</p>
      <PagedList
        query={rules}
        emptyText={c.empty}
        renderItem={(rule) => (
          <RuleCard key={rule.ruleId} rule={rule} onEdit={(r) => setTarget({ rule: r })} onStop={stop} />
        )}
        container={(rows) => <div className="follow-list">{rows}</div>}
      />
      {target && <RuleSheet target={target} onClose={close} onSaved={close} />}
    </Page>
  );
}

/** `?mid=&name=&kind=`: once my rules on that player are read, the sheet for my running rule of that kind or a new one. */
function OpenFromQuery({ onOpen }: { onOpen(target: RuleTarget): void }) {
  const [query] = useSearchParams();
  const mid = Number(query.get("mid") ?? "");
  const kind: FollowRuleKind = query.get("kind") === "scheme" ? "scheme" : "release";
  const valid = Number.isSafeInteger(mid) && mid > 0;
  const onReleaser = useMyRules(valid ? mid : undefined, valid);
  const ready = onReleaser.status === "success";
  useEffect(() => {
    if (!valid || !ready) return;
    const running = onReleaser.data.pages
      .flatMap((p) => p.list)
      .find((r) => r.status === "active" && r.kind === kind);
    onOpen(running ? { rule: running } : { kind, mid, name: query.get("name") ?? "" });
    // once per opened releaser
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valid, ready, mid, kind]);
  return null;
}

/** 停止: a confirmation naming the reserve that returns, then the stop (ruleId, stop=1). */
function useStopRule() {
  const { edit } = useEditRule();
  return (rule: FollowRule) =>
    void Dialog.confirm({
      content: (
        <div data-testid="rule-stop-confirm">
          <p>{c.stopConfirm(rule.releaser.NickName)}</p>
          {rule.frozen > 0 && <p>{c.stopRefund(formatYuan(rule.frozen))}</p>}
        </div>
      ),
      onConfirm: async () => {
        try {
          await edit(rule.kind, { ruleId: rule.ruleId, stop: 1 });
          showToast(c.stopped);
        } catch {
          // the request layer has shown the refusal
        }
      },
    });
}
