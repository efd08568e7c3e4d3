import { TabBar } from "antd-mobile";
import { HomeIcon, MineIcon, ResultIcon, TogetherIcon } from "./icons.tsx";
import { commonMessages } from "../messages/common.ts";
import { HomeTab } from "../lib/home-tab.ts";

const TABS = [
  { key: HomeTab.HOME, title: commonMessages.tabHome, icon: <HomeIcon /> },
  { key: HomeTab.RESULT, title: commonMessages.tabResult, icon: <ResultIcon /> },
  { key: HomeTab.TOGETHER, title: commonMessages.tabTogether, icon: <TogetherIcon /> },
  { key: HomeTab.MINE, title: commonMessages.tabMine, icon: <MineIcon /> },
];

export interface AppTabBarProps {
  activeIndex: number;
  onChange: (index: number) => void;
}

/** The bottom tab bar: 首页, 开奖, 合买, 我的 (safe-area aware). */
export function AppTabBar({ activeIndex, onChange }: AppTabBarProps) {
  return (
    <nav className="app-tab-bar">
      <TabBar activeKey={String(activeIndex)} onChange={(key) => onChange(Number(key))} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item key={String(tab.key)} title={tab.title} icon={tab.icon} />
        ))}
      </TabBar>
    </nav>
  );
}
