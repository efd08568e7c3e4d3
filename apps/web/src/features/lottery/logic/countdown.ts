/** Whole seconds from `now` (ms) to an ISO time, never below 0; 0 when the time is not readable. */
export function secondsUntil(iso: string, now: number): number {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The server's clock minus the device's (ms), from the serverTime of an answer received at `receivedAt`. */
export function clockSkew(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A countdown as "HH:MM:SS", with a leading day count when a day or more is left ("2天 03:04:05"). */
export function formatCountdown(
  seconds: number,
  dayLabel: (d: number) => string,
): { days: string; clock: string } {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return { days: days > 0 ? dayLabel(days) : "", clock };
}
