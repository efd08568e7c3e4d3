import { findGame, gameRules, type PlayDef, type ZoneSpec } from "@lottery/rules";

/** The number games with their own picking page (SPEC 2.3 /ssq … /fc3dpl3/{code}). */
export const NUMBER_GAME_CODES = ["ssq", "dlt", "fc3d", "pl3", "pl5", "qlc", "qxc", "xqxc", "lhc"] as const;

/** The picking page of a number game: /fc3dpl3/{code} for 福彩3D and 排列3, /{code} for the others. */
export function pickerPathOf(gameCode: string): string {
  return gameCode === "fc3d" || gameCode === "pl3" ? `/fc3dpl3/${gameCode}` : `/${gameCode}`;
}

/** The game code of a number-game page: `/fc3dpl3/{code}` names it, other routes are the code itself. */
export function numberGameOf(pathname: string, codeParam?: string): string | null {
  const code = (codeParam ?? pathname.split("/").filter(Boolean).pop() ?? "").toLowerCase();
  if (codeParam !== undefined && code !== "fc3d" && code !== "pl3") return null;
  return (NUMBER_GAME_CODES as readonly string[]).includes(code) ? code : null;
}

/** The plays of a game as the rules package defines them (zones, price); [] for an unknown code. */
export function playDefsOf(gameCode: string): readonly PlayDef[] {
  return gameRules(gameCode)?.rules.plays ?? [];
}

/** One play of a game by code (case-insensitive), or undefined. */
export function playDefOf(gameCode: string, play: string): PlayDef | undefined {
  return playDefsOf(gameCode).find((p) => p.code === play.toUpperCase());
}

/** The game's Chinese name from the catalogue ("" when unknown). */
export function gameNameOf(gameCode: string): string {
  return findGame(gameCode)?.name ?? "";
}

/** Whether the zone takes bankers (胆) in this play. */
export function zoneTakesBankers(spec: ZoneSpec): boolean {
  return spec.bankers !== undefined && spec.bankers.max > 0;
}

/** Every value a zone offers, in order (01–33, 0–9, 0–27 …). */
export function zoneValues(spec: ZoneSpec): number[] {
  return Array.from({ length: spec.max - spec.min + 1 }, (_, i) => spec.min + i);
}

/** A value as printed on its ball: two digits for two-digit balls, else plain. */
export function ballText(value: number, spec: Pick<ZoneSpec, "format">): string {
  return spec.format === "ball2" ? String(value).padStart(2, "0") : String(value);
}
