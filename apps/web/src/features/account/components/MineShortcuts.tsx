import { useNavigate } from "react-router";
import { ChaseIcon, MessageIcon, TicketIcon, TogetherIcon, TrophyIcon } from "../../../components/icons.tsx";
import { paths } from "../../../lib/paths.ts";
import { accountMessages } from "../../../messages/account.ts";

const record = (tab: string) => `${paths.betRecord}?tab=${tab}`;

/** 我的: the entries players look for first, as a row of shortcuts under the balance card. */
export function MineShortcuts() {
  const navigate = useNavigate();
  const m = accountMessages.mineShortcuts;
  const shortcuts = [
    { to: paths.betRecord, text: m.bets, Icon: TicketIcon },
    { to: record("won"), text: m.wins, Icon: TrophyIcon },
    { to: record("chase"), text: m.chases, Icon: ChaseIcon },
    { to: record("together"), text: m.together, Icon: TogetherIcon },
    { to: paths.msgCenter, text: m.messages, Icon: MessageIcon },
  ];
  return (
    <nav className="mine-shortcuts" aria-label={m.bets}>
      {shortcuts.map(({ to, text, Icon }) => (
        <button key={to} type="button" className="mine-shortcut" onClick={() => navigate(to)}>
          <span className="mine-shortcut-icon">
            <Icon />
          </span>
          {text}
        </button>
      ))}
    </nav>
  );
}
