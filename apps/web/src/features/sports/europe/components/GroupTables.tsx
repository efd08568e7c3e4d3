import type { SjbGroupStageModels } from "@lottery/contract";
import { europeCupMessages as m } from "../../../../messages/europe-cup.ts";

/** Each group's table: played, won, drawn, lost, goals for/against, points; the top two marked. */
export function GroupTables({ data }: { data: SjbGroupStageModels }) {
  return (
    <div className="ec-groups">
      {data.groups.map(({ group, rows }) => (
        <section key={group} className="ec-card" data-testid="ec-group" data-group={group}>
          <h3 className="ec-card-title">{m.ecGroup(group)}</h3>
          <table className="ec-table">
            <thead>
              <tr>
                {m.ecTableHead.map((h) => (
                  <th key={h}>{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.team} className={i < 2 ? "ec-qualify" : undefined}>
                  <td className="ec-team-cell">
                    <span className="ec-rank">{i + 1}</span>
                    {row.team}
                  </td>
                  <td>{row.played}</td>
                  <td>{row.won}</td>
                  <td>{row.drawn}</td>
                  <td>{row.lost}</td>
                  <td>{`${row.goalsFor}/${row.goalsAgainst}`}</td>
                  <td className="ec-points">{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <p className="ec-note">{m.ecQualifyNote}</p>
    </div>
  );
}
