import type { Permission, Role } from "./admin.ts";
import type { PayoutKind, WithdrawalRecord } from "./withdrawals.ts";
import type { RechargeStatus } from "./funds.ts";

/**
 * Answers of the operator console's calls (models of the envelope). Money in yuan, times China-time ISO
 * strings, days YYYY-MM-DD. Lists are Paged<T> ({list, total}) unless noted.
 */

/** The operator who is logged in (POST /login's `operator`, GET /me, POST /me/password). */
export interface OperatorSelf {
  id: number;
  userName: string;
  role: Role;
  roleName: string;
  permissions: Permission[];
  mustChangePassword: boolean;
}

export interface OperatorLoginModels {
  token: string;
  operator: OperatorSelf;
}

/** One operator account as GET /operators lists it. */
export interface OperatorRow {
  id: number;
  userName: string;
  role: Role;
  roleName: string;
  disabled: boolean;
  mustChangePassword: boolean;
  /** Locked by wrong passwords right now. */
  locked: boolean;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
  createdAt: string;
}

/** One operator action of the audit log. */
export interface AuditEntry {
  seq: number;
  at: string;
  operatorId: number;
  operatorName: string;
  ip: string;
  /** The call's path as registered, e.g. `/withdrawals/:no/approve`. */
  action: string;
  /** What it acted on (player id, withdrawal number, setting key …); "" when nothing in particular. */
  target: string;
  /** The params as sent (parsed when they parsed), passwords as "***". */
  params: unknown;
  /** State before the call (settings-like calls), else null. */
  before: unknown;
  /** State after the call, or the call's answer. Null for refusals. */
  after: unknown;
  /** 0 done; otherwise the refusal's status. */
  status: number;
  msg: string;
}

export interface AuditVerdict {
  ok: boolean;
  /** Rows walked. */
  checked: number;
  /** The last row: pin it somewhere else to notice a cut-off tail later. */
  head: { seq: number; hash: string } | null;
  /** The first row where the chain breaks. */
  broken: { seq: number; reason: string } | null;
}

/** Stakes, prizes and gross gaming revenue (stakes − prizes), yuan. */
export interface GgrFigures {
  stakes: number;
  prizes: number;
  ggr: number;
}

export interface DashboardGame extends GgrFigures {
  gameCode: string;
  gameName: string;
}

export interface DashboardDay extends GgrFigures {
  day: string;
  recharges: number;
  withdrawals: number;
  newPlayers: number;
}

export interface DashboardHour {
  /** China hour 0–23 of today. */
  hour: number;
  stakes: number;
  prizes: number;
}

export interface DashboardToday extends DashboardDay {
  withdrawalsWaiting: { count: number; amount: number };
  /** Issues on sale now. */
  openIssues: number;
  playersOnline: number;
  byGame: DashboardGame[];
}

export interface Dashboard {
  today: DashboardToday;
  /** Oldest first, today last. */
  days: DashboardDay[];
  hours: DashboardHour[];
}

/** One row of GET /players. */
export interface PlayerSummary {
  mid: number;
  userName: string;
  nickName: string;
  /** Masked. */
  phone: string;
  banned: boolean;
  realNameBound: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface PlayerPayoutAccount {
  id: number;
  kind: PayoutKind;
  bankName: string;
  /** Masked. */
  account: string;
  holder: string;
  isDefault: boolean;
  deleted: boolean;
}

/** GET /players/detail. */
export interface PlayerDetail extends PlayerSummary {
  /** Masked. */
  email: string;
  /** Masked real name and ID number; "" until verified. */
  realName: string;
  idCard: string;
  level: number;
  inviterId: number | null;
  gameTransferPermission: boolean;
  /** Locked by wrong passwords right now. */
  locked: boolean;
  balances: {
    cash: number;
    frozen: number;
    yuebao: number;
    games: { company: string; balance: number }[];
  };
  turnoverOwed: number;
  payoutAccounts: PlayerPayoutAccount[];
}

/** The player's withdrawals of the last 30 days (rejected ones left out). */
export interface RecentWithdrawals {
  count: number;
  amount: number;
  lastApprovedAt: string | null;
  lastApprovedAmount: number | null;
}

/** One row of GET /withdrawals. */
export interface ConsoleWithdrawal extends WithdrawalRecord {
  userId: number;
  userName: string;
  accountKind: PayoutKind;
  bankName: string;
  /** The full number to pay to. */
  accountNo: string;
  holder: string;
  recent: RecentWithdrawals;
}

/** One item of POST /withdrawals/bulk. */
export interface BulkItemResult {
  no: string;
  ok: boolean;
  /** 0, or the refusal's status. */
  status: number;
  msg: string;
  /** The withdrawal after the decision (also when it was already decided). */
  withdrawal: Omit<ConsoleWithdrawal, "recent"> | null;
}

/** One row of GET /recharges. */
export interface ConsoleRecharge {
  orderNo: string;
  mid: number;
  userName: string;
  channel: string;
  channelName: string;
  provider: string;
  amount: number;
  status: RechargeStatus;
  createdAt: string;
  paidAt: string | null;
}

/** GET /recharges/reconcile: one provider's paid payments of a China day against ours. */
export interface Reconciliation {
  day: string;
  provider: string;
  /** False when the provider offers no records (then only `ours` is filled in). */
  available: boolean;
  matched: number;
  ours: { count: number; amount: number };
  theirs: { count: number; amount: number };
  /** Paid at the provider, not paid (that day) on our side. */
  missingOurs: { orderNo: string; amount: number; paidAt: string; ourStatus: string | null }[];
  /** Paid on our side, unknown to the provider that day. */
  missingTheirs: { orderNo: string; amount: number; paidAt: string }[];
  amountMismatch: { orderNo: string; ourAmount: number; theirAmount: number }[];
}

/** One row of GET /lottery/games. */
export interface ConsoleLotteryGame {
  gameCode: string;
  gameName: string;
  /** house: drawn by this server (provably fair); official: from the result feed or an operator. */
  kind: "house" | "official";
  /** The catalogue's group: number, official-fast, house. */
  group: string;
  closeSeconds: number;
  defaultCloseSeconds: number;
}

/** One row of GET /lottery/issues. */
export interface ConsoleIssue {
  gameCode: string;
  issue: string;
  openAt: string;
  closeAt: string;
  drawAt: string;
  status: string;
  numbers: string | null;
  source: string | null;
  /** Floating prizes per bet by tier (yuan), once entered. */
  prizes: Record<string, number> | null;
  sales: number;
  orders: number;
  pending: number;
  settled: number;
  seedHash: string | null;
  seed: string | null;
}

/** One row of GET /sports/pool-issues. */
export interface ConsolePoolIssue {
  gameCode: string;
  issue: string;
  startDate: string;
  endDate: string;
  closeAt: string;
  status: string;
  matches: number;
  /** Matches with a result (or cancelled). */
  decided: number;
  /** CTZQ floating prizes per bet by tier (yuan). */
  prizes: Record<string, number> | null;
  /** CTZQ: every tier (1, 2, R9) entered. */
  prizesComplete: boolean;
  orders: number;
  sales: number;
  pending: number;
}
