import type { ReleaserRecord } from "@lottery/contract";
import { followMessages } from "../../../messages/follow.ts";

const f = followMessages.follow;

/** A releaser's record in a few characters: 近10单中6单 · 3连红 (nothing before a settled release). */
export function ReleaserRecordLine({ record }: { record: ReleaserRecord }) {
  if (record.settled === 0) return null;
  const parts = [f.recordValue(record.won, record.settled)];
  if (record.streak > 1) parts.push(f.streakValue(record.streak));
  return <span className="release-record">{parts.join(" · ")}</span>;
}
