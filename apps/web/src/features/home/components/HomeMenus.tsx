import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { homeMessages } from "../../../messages/home.ts";
import { useHomePageInfo } from "../api/home-content.ts";
import { useMenuOpener } from "../hooks/use-menu-opener.ts";
import { menuEntry } from "../logic/menu-actions.ts";
import { MenuGrid } from "./MenuGrid.tsx";

/** Home shows this many menu entries; 全部 (/menuCenter) has every one. */
const HOME_MENU_COUNT = 7;

/** The home menu grid: the server's entries whose codes we know, then 全部. */
export function HomeMenus() {
  const navigate = useNavigate();
  const info = useHomePageInfo().data;
  const open = useMenuOpener();
  const menus = (info?.menus ?? []).filter((menu) => menuEntry(menu.code));
  if (menus.length === 0) return null;
  return (
    <section className="home-menus">
      <MenuGrid
        menus={menus.slice(0, HOME_MENU_COUNT)}
        onOpen={open}
        unreadMail={info?.unreadMail}
        extra={{ label: homeMessages.allMenus, onClick: () => navigate(paths.menuCenter) }}
      />
    </section>
  );
}
