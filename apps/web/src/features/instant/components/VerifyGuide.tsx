import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { fairnessMessages as m } from "../../../messages/fairness.ts";

/** 自己动手验证: the two public verify commands, explained. */
export function VerifyGuide() {
  return (
    <div className="instant-section" data-testid="fairness-guide">
      <div className="instant-section-title">{m.fairnessHowTitle}</div>
      <div className="fairness-text">{m.fairnessHowDraw}</div>
      <pre className="fairness-code">
        <code>{m.fairnessDrawCommand}</code>
      </pre>
      <div className="fairness-text">{m.fairnessHowPlay}</div>
      <pre className="fairness-code">
        <code>{m.fairnessPlayCommand}</code>
      </pre>
      <div className="instant-note">{m.fairnessExitNote}</div>
      <div className="fairness-links">
        <Link to={paths.fairVerify}>{m.fairnessMyVerify}</Link>
      </div>
    </div>
  );
}
