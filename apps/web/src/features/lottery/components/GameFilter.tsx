import { useRef } from "react";
import { Dropdown, Selector, type DropdownRef } from "antd-mobile";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { recordFilterGames } from "../logic/order-view.ts";

const GAMES = recordFilterGames();

/** The game menu of 投注记录: 全部彩种 or one game of the catalogue ("" = all). */
export function GameFilter({ value, onChange }: { value: string; onChange: (gameCode: string) => void }) {
  const dropdown = useRef<DropdownRef>(null);
  const title = GAMES.find((g) => g.code === value)?.name ?? lotteryMessages.lottery.allGames;
  const options: { label: string; value: string }[] = [
    { label: lotteryMessages.lottery.allGames, value: "" },
    ...GAMES.map((g) => ({ label: g.name, value: g.code })),
  ];
  return (
    <Dropdown ref={dropdown} className="order-filters">
      <Dropdown.Item key="game" title={title} highlight={value !== ""}>
        <Selector
          className="order-filter-options"
          columns={3}
          showCheckMark={false}
          options={options}
          value={[value]}
          onChange={([code]) => {
            onChange(code ?? "");
            dropdown.current?.close();
          }}
        />
      </Dropdown.Item>
    </Dropdown>
  );
}
