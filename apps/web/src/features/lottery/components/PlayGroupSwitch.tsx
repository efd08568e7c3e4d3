import { groupOf, playGroupsOf } from "../logic/play-groups.ts";
import { PlaySwitch } from "./PlaySwitch.tsx";

/**
 * The play switch of a game with many plays: a row of groups (五星, 三星 … / 任选, 前二 …) and, under
 * it, the plays of the chosen group; a game without groups shows one row.
 */
export function PlayGroupSwitch({
  gameCode,
  value,
  onChange,
}: {
  gameCode: string;
  value: string;
  onChange: (play: string) => void;
}) {
  const groups = playGroupsOf(gameCode);
  const group = groupOf(groups, value);
  const pick = (name: string) => {
    const first = groups.find((g) => g.name === name)?.plays[0];
    if (first && first.code !== value) onChange(first.code);
  };
  return (
    <div className="play-groups">
      {groups.length > 1 && (
        <PlaySwitch
          plays={groups.map((g) => ({ code: g.name, name: g.name }))}
          value={group?.name ?? ""}
          onChange={pick}
        />
      )}
      <PlaySwitch plays={group?.plays ?? []} value={value} onChange={onChange} />
    </div>
  );
}
