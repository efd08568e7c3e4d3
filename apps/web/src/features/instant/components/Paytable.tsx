import type { SlotPublicTerms } from "@lottery/contract";
import { instantMessages as m } from "../../../messages/instant.ts";

export const symbolOf = (symbol: string) => m.instantSymbolNames[symbol] ?? "";

/** One reel symbol as a coloured tile (names, not emoji: every phone and font draws them). */
export function SymbolTile(props: { symbol: string; small?: boolean }) {
  const className = `instant-symbol instant-symbol-${props.symbol}${props.small ? " instant-symbol-small" : ""}`;
  return <span className={className}>{symbolOf(props.symbol)}</span>;
}

/** A small game's published paytable: each line or prize, its multiple and exact probability, the return. */
export function Paytable(props: { terms: SlotPublicTerms; title?: string; note?: string }) {
  const { terms } = props;
  return (
    <div className="instant-section">
      <div className="instant-section-title">{props.title ?? m.instantPaytable}</div>
      <table className="instant-paytable">
        <thead>
          <tr>
            {m.instantPaytableHead.map((head) => (
              <th key={head}>{head}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {terms.paytable.map((line) => (
            <tr key={line.code}>
              <td>{line.name}</td>
              <td>
                {m.instantMultiple(line.multiple)}
                {line.redPacket && <div>{m.instantPacketLine(terms.redPacket)}</div>}
              </td>
              <td>{m.instantChance(line.chances, terms.outcomes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="instant-note">{m.instantSlotReturn(terms.returnPercent)}</div>
      <div className="instant-note">{props.note ?? m.instantSlotNote}</div>
    </div>
  );
}
