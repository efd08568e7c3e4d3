import { useMutation } from "@tanstack/react-query";
import { Button } from "antd-mobile";
import { Link } from "react-router";
import type { FairnessInfo, VerifyModels } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";
import { fairnessMessages } from "../../../messages/fairness.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { verifyDraw } from "../api/results.ts";

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="fair-field">
      <div className="fair-label">{label}</div>
      <div className="fair-value">{value}</div>
    </div>
  );
}

function Verdict({ answer }: { answer: VerifyModels }) {
  const m = lotteryMessages.lottery;
  const yesNo = (ok: boolean) => (ok ? m.yes : m.no);
  return (
    <div className={`fair-verdict ${answer.ok ? "fair-ok" : "fair-bad"}`} data-testid="fair-verdict">
      <div>{answer.ok ? m.verifyOk : m.verifyFailed}</div>
      <div>
        {m.recomputed}：{answer.recomputed}
      </div>
      <div>
        {m.hashCheck}：{yesNo(answer.hashOk)}
      </div>
      <div>
        {m.linkCheck}：{yesNo(answer.linkOk)}
      </div>
    </div>
  );
}

/**
 * 公平性验证 of a house-drawn issue: the seed hash published before sale, the seed revealed after
 * the draw, the chain anchor, and 验证 (lotteryresult/Verify) once the seed is out.
 */
export function FairnessPanel({
  gameCode,
  issue,
  fairness,
}: {
  gameCode: string;
  issue: string;
  fairness: FairnessInfo;
}) {
  const m = lotteryMessages.lottery;
  const verify = useMutation({ mutationFn: () => verifyDraw(gameCode, issue) });
  return (
    <section className="panel" data-testid="fairness">
      <div className="panel-title">{m.fairTitle}</div>
      <p className="order-chase-note">{m.fairHint}</p>
      <Field label={m.seedHash} value={fairness.seedHash ?? "—"} />
      <Field label={m.seed} value={fairness.seed ?? m.seedHidden} />
      {fairness.anchor && (
        <Field
          label={`${m.chainAnchor}（#${fairness.chainId ?? ""}·${fairness.chainIndex ?? ""}）`}
          value={fairness.anchor}
        />
      )}
      {fairness.seed && (
        <Button block color="primary" size="small" loading={verify.isPending} onClick={() => verify.mutate()}>
          {m.verify}
        </Button>
      )}
      {verify.data && <Verdict answer={verify.data} />}
      <Link className="fair-more" to={paths.fairness}>
        {fairnessMessages.fairnessLink}
      </Link>
    </section>
  );
}
