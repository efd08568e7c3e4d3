import { Outlet, useLocation, useNavigate } from "react-router";
import { AppTabBar } from "../components/AppTabBar.tsx";
import { HomeTab, setHomeTab, useHomeTab } from "../lib/home-tab.ts";
import { paths } from "../lib/paths.ts";

const TAB_PATHS: Readonly<Record<number, string>> = {
  [HomeTab.RESULT]: paths.result,
  [HomeTab.TOGETHER]: paths.buyTogether,
};

function tabOfPath(pathname: string, stored: number): number {
  const path = pathname.toLowerCase();
  if (path === paths.result.toLowerCase()) return HomeTab.RESULT;
  if (path === paths.buyTogether.toLowerCase()) return HomeTab.TOGETHER;
  return stored === HomeTab.MINE ? HomeTab.MINE : HomeTab.HOME;
}

/** Home (首页, 我的 views), /result and /buyTogether share the bottom tab bar. */
export function TabLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const stored = useHomeTab((s) => s.tabIndex);
  const active = tabOfPath(location.pathname, stored);
  const isHome = active === HomeTab.HOME || active === HomeTab.MINE;

  const onChange = (index: number) => {
    setHomeTab(index);
    const target = TAB_PATHS[index] ?? paths.home;
    if (!(isHome && target === paths.home)) navigate(target, { replace: true });
  };

  return (
    <div className="tab-layout">
      <div className="tab-layout-body">
        <Outlet />
      </div>
      <AppTabBar activeIndex={active} onChange={onChange} />
    </div>
  );
}
