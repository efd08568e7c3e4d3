import dayjs, { type Dayjs } from "dayjs";
import { chinaIso, formatChinaTime } from "./time.ts";

/** An API time shown in a date picker as its China wall-clock time (null stays empty). */
export function pickerValue(iso: string | null | undefined): Dayjs | null {
  return iso ? dayjs(formatChinaTime(iso)) : null;
}

/** A picker's wall-clock value (China time) as the API's ISO time with +08:00, or null. */
export function isoOfPicker(value: Dayjs | null | undefined): string | null {
  return value ? chinaIso(value.format("YYYY-MM-DD HH:mm:ss")) : null;
}
