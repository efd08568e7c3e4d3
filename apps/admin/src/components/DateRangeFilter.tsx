import { DatePicker } from "antd";
import dayjs from "dayjs";

/** A from–to China-date range kept as "YYYY-MM-DD" strings (empty = open). */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      onChange={(values) =>
        onChange({
          from: values?.[0]?.format("YYYY-MM-DD") ?? "",
          to: values?.[1]?.format("YYYY-MM-DD") ?? "",
        })
      }
    />
  );
}
