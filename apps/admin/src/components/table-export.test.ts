import { expect, it } from "vitest";
import { toCsv } from "../lib/csv.ts";
import { csvColumnsOf } from "./table-export.ts";

interface Row {
  no: string;
  player: { name: string };
  amount: number;
}

it("exports a table's titled columns, nested values and custom cells, not its actions", () => {
  const columns = csvColumnsOf<Row>([
    { title: "单号", dataIndex: "no" },
    { title: "玩家", dataIndex: ["player", "name"] },
    { title: "金额", dataIndex: "amount", exportValue: (r) => r.amount.toFixed(2) },
    { title: "操作", noExport: true },
  ]);
  expect(columns.map((c) => c.title)).toEqual(["单号", "玩家", "金额"]);
  const text = toCsv(columns, [{ no: "W1", player: { name: "李四" }, amount: 60 }]);
  expect(text.split("\r\n")[1]).toBe("W1,李四,60.00");
});
