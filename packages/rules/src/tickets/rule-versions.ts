import type { PrizeOptions } from "./types.ts";

/**
 * The prize-rule version an issue was sold under (RULES §1, §2): SSQ's classic rule until issue
 * 2026013 and the 2026 rule from 2026014; DLT's 2019 rule until issue 26013 and the 2026 rule from
 * 26014. Other games have one rule. Issue numbers compare as integers of the same width.
 */
export function issueRuleOptions(gameCode: string, issue: string): Pick<PrizeOptions, "ssqRule" | "dltRule"> {
  const code = gameCode.toLowerCase();
  const seq = /^\d+$/.test(issue) ? Number(issue) : Number.NaN;
  if (code === "ssq" && issue.length === 7 && seq <= 2026013) return { ssqRule: "classic" };
  if (code === "ssq") return { ssqRule: "2026" };
  if (code === "dlt" && issue.length === 5 && seq <= 26013) return { dltRule: "2019" };
  if (code === "dlt") return { dltRule: "2026" };
  return {};
}
