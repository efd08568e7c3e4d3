import { useState } from "react";
import type { ConsoleLotteryGame } from "@lottery/contract";
import { Button, InputNumber, Space, Tag } from "antd";
import { DataTable, type TableColumn, wholeListProps } from "../../components/DataTable.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { useAction } from "../../lib/use-action.ts";
import { GAMES_PATH, setCloseTime, useLotteryGames } from "./api.ts";
import { lotteryMessages } from "./messages.ts";

const m = lotteryMessages.closeTimes;
const kinds = lotteryMessages.issues.kinds;

/** An editable seconds cell with its own save button. */
function SecondsCell({
  game,
  onSave,
  busy,
}: {
  game: ConsoleLotteryGame;
  onSave: (s: number) => void;
  busy: boolean;
}) {
  const [seconds, setSeconds] = useState<number | null>(game.closeSeconds);
  return (
    <Space size={4}>
      <InputNumber
        size="small"
        min={0}
        max={86_400}
        precision={0}
        value={seconds}
        onChange={setSeconds}
        style={{ width: 110 }}
      />
      <Button
        size="small"
        disabled={seconds === null || seconds === game.closeSeconds}
        loading={busy}
        onClick={() => seconds !== null && onSave(seconds)}
      >
        {m.save}
      </Button>
    </Space>
  );
}

/** GET /lottery/games, POST /lottery/close-times: how long before each draw sales close. */
export default function CloseTimesPage() {
  const games = useLotteryGames();
  const save = useAction(
    ({ gameCode, seconds }: { gameCode: string; seconds: number }) => setCloseTime(gameCode, seconds),
    {
      success: (r) =>
        m.saved(games.data?.list.find((g) => g.gameCode === r.gameCode)?.gameName ?? r.gameCode, r.seconds),
      invalidate: [GAMES_PATH],
    },
  );
  const columns: TableColumn<ConsoleLotteryGame>[] = [
    { title: m.columns.game, dataIndex: "gameName" },
    { title: m.columns.code, dataIndex: "gameCode" },
    {
      title: m.columns.kind,
      dataIndex: "kind",
      render: (_, g) => <Tag>{kinds[g.kind]}</Tag>,
      exportValue: (g) => kinds[g.kind],
    },
    {
      title: m.columns.seconds,
      dataIndex: "closeSeconds",
      render: (_, g) => (
        <SecondsCell
          key={g.closeSeconds}
          game={g}
          busy={save.isPending && save.variables?.gameCode === g.gameCode}
          onSave={(seconds) => save.mutate({ gameCode: g.gameCode, seconds })}
        />
      ),
      exportValue: (g) => g.closeSeconds,
    },
    { title: m.columns.default, dataIndex: "defaultCloseSeconds" },
  ];
  return (
    <PageCard title={m.title}>
      <DataTable rowKey="gameCode" columns={columns} {...wholeListProps(games, m.exportName)} />
    </PageCard>
  );
}
