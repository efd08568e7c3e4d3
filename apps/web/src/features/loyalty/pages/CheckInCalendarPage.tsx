import { Button } from "antd-mobile";
import type { CheckinRecordModels } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { loyaltyMessages } from "../../../messages/loyalty.ts";
import { useCheckinRecord } from "../api/loyalty.ts";
import { LoyaltyLayout } from "../components/LoyaltyLayout.tsx";
import { useCheckin } from "../hooks/useCheckin.ts";

/** The month grid: weekday heads, blanks before the 1st, each day with its state; a missed day can be made up. */
function MonthGrid({ record, onMakeUp }: { record: CheckinRecordModels; onMakeUp: (day: string) => void }) {
  const [y, m] = record.month.split("-").map(Number) as [number, number];
  const blanks = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  return (
    <div className="loyalty-grid">
      {loyaltyMessages.loyaltyWeekdays.map((name) => (
        <span key={name} className="loyalty-day head">
          {name}
        </span>
      ))}
      {Array.from({ length: blanks }, (_, i) => (
        <span key={`blank-${i}`} />
      ))}
      {record.days.map(({ day, state }) => (
        <button
          key={day}
          type="button"
          className={`loyalty-day ${state}`}
          disabled={state !== "missed"}
          onClick={() => onMakeUp(day)}
        >
          {Number(day.slice(8))}
          <small>{loyaltyMessages.loyaltyDayStates[state]}</small>
        </button>
      ))}
    </div>
  );
}

function Rewards({ record }: { record: CheckinRecordModels }) {
  return (
    <div className="loyalty-rewards">
      {record.rewards.map((reward) => (
        <div key={reward.days} className="loyalty-row">
          <span>{loyaltyMessages.loyaltyStreakReward(reward.days, reward.points)}</span>
          <span>{reward.paid ? loyaltyMessages.loyaltyRewardPaid : ""}</span>
        </div>
      ))}
    </div>
  );
}

/** /CheckInCalendar 签到日历: this month's grid, today's check-in, make-ups and streak rewards. */
export default function CheckInCalendarPage() {
  const query = useCheckinRecord();
  const { checkIn, checking, makeUp } = useCheckin();
  const record = query.data;
  return (
    <LoyaltyLayout title={loyaltyMessages.loyaltyCheckinTitle}>
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {record && (
          <>
            <div className="loyalty-card">
              <div className="loyalty-card-level">{loyaltyMessages.loyaltyStreak(record.streak)}</div>
              <div className="loyalty-card-row">
                <span>{loyaltyMessages.loyaltyMakeUpInfo(record.makeUpLeft, record.makeUpCards)}</span>
              </div>
            </div>
            <div className="loyalty-actions">
              <Button block color="danger" disabled={record.signedToday} loading={checking} onClick={checkIn}>
                {record.signedToday ? loyaltyMessages.loyaltyCheckedIn : loyaltyMessages.loyaltyCheckinButton}
              </Button>
            </div>
            <MonthGrid record={record} onMakeUp={(day) => void makeUp(day)} />
            <Rewards record={record} />
          </>
        )}
      </LoadState>
    </LoyaltyLayout>
  );
}
