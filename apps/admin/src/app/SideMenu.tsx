import type { Permission } from "@lottery/contract";
import type { ReactNode } from "react";
import { Menu } from "antd";
import {
  AccountBookOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  NumberOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
} from "@ant-design/icons";
import { Link } from "react-router";
import { appMessages } from "../lib/messages.ts";
import { visibleMenu, type MenuArea } from "../lib/menu.ts";

const AREA_ICONS: Record<MenuArea["key"], ReactNode> = {
  dashboard: <DashboardOutlined />,
  players: <TeamOutlined />,
  finance: <AccountBookOutlined />,
  lottery: <NumberOutlined />,
  sports: <TrophyOutlined />,
  content: <FileTextOutlined />,
  settings: <SettingOutlined />,
  service: <CustomerServiceOutlined />,
  loyalty: <GiftOutlined />,
  system: <SafetyOutlined />,
};

/** The menu of the pages this operator's role can use; one-page areas are a single item. */
export function SideMenu({ permissions, pathname }: { permissions?: Permission[]; pathname: string }) {
  const areas = visibleMenu(permissions);
  const items = areas.map((area) => {
    const [only] = area.pages;
    if (area.pages.length === 1 && only)
      return { key: only.path, icon: AREA_ICONS[area.key], label: <Link to={only.path}>{only.label}</Link> };
    return {
      key: area.key,
      icon: AREA_ICONS[area.key],
      label: area.label,
      children: area.pages.map((p) => ({ key: p.path, label: <Link to={p.path}>{p.label}</Link> })),
    };
  });
  const selected = areas
    .flatMap((a) => a.pages)
    .filter((p) => pathname === p.path || pathname.startsWith(`${p.path}/`))
    .map((p) => p.path);
  return (
    <>
      <div className="admin-logo">{appMessages.title}</div>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={selected}
        defaultOpenKeys={areas
          .filter((a) => a.pages.some((p) => selected.includes(p.path)))
          .map((a) => a.key)}
      />
    </>
  );
}
