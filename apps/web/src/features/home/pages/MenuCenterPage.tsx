import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { homeMessages } from "../../../messages/home.ts";
import { useHomePageInfo } from "../api/home-content.ts";
import { MenuGrid } from "../components/MenuGrid.tsx";
import { useMenuOpener } from "../hooks/use-menu-opener.ts";
import { MENU_GROUPS, menuEntry } from "../logic/menu-actions.ts";
import "../components/home.css";

/** /menuCenter: every home menu entry, grouped (资金, 记录, 社交, 服务), through the same action table. */
export default function MenuCenterPage() {
  const info = useHomePageInfo();
  const open = useMenuOpener();
  const menus = info.data?.menus ?? [];
  const sections = MENU_GROUPS.map((group) => ({
    group,
    menus: menus.filter((menu) => menuEntry(menu.code)?.group === group),
  })).filter((section) => section.menus.length > 0);

  return (
    <Page header={<PageHeader title={homeMessages.menuCenterTitle} />}>
      <LoadState
        status={info.data ? "success" : info.status}
        empty={sections.length === 0}
        onRetry={() => void info.refetch()}
      >
        {sections.map(({ group, menus: members }) => (
          <section key={group} className="menu-section">
            <h3 className="menu-section-title">{homeMessages.menuGroups[group]}</h3>
            <MenuGrid menus={members} onOpen={open} unreadMail={info.data?.unreadMail} />
          </section>
        ))}
      </LoadState>
    </Page>
  );
}
