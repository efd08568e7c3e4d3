import type { HomeMenu } from "@lottery/contract";
import { Badge, Grid } from "antd-mobile";
import { MenuIcon } from "./MenuIcon.tsx";

export interface MenuGridProps {
  menus: readonly HomeMenu[];
  onOpen: (code: string) => void;
  /** Unread count shown on the mail entry. */
  unreadMail?: number;
  /** A trailing cell (the home page's 全部 entry). */
  extra?: { label: string; onClick: () => void };
}

/** Icon + name cells, four a row. */
export function MenuGrid({ menus, onOpen, unreadMail = 0, extra }: MenuGridProps) {
  return (
    <Grid columns={4} className="menu-grid">
      {menus.map((menu) => (
        <Grid.Item key={menu.code}>
          <button type="button" className="menu-cell" onClick={() => onOpen(menu.code)}>
            <Badge content={menu.code === "maillist" && unreadMail > 0 ? unreadMail : null}>
              <MenuIcon icon={menu.icon} code={menu.code} />
            </Badge>
            <span className="menu-name">{menu.name}</span>
          </button>
        </Grid.Item>
      ))}
      {extra && (
        <Grid.Item>
          <button type="button" className="menu-cell" onClick={extra.onClick}>
            <MenuIcon icon="more" code="" />
            <span className="menu-name">{extra.label}</span>
          </button>
        </Grid.Item>
      )}
    </Grid>
  );
}
