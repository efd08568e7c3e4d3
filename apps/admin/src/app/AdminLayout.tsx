import { Suspense } from "react";
import { Layout, Spin } from "antd";
import { Outlet, useLocation } from "react-router";
import { useSession } from "../lib/session.ts";
import { canUse, permissionOf } from "../lib/menu.ts";
import { ForbiddenPage } from "./ForbiddenPage.tsx";
import { HeaderBar } from "./HeaderBar.tsx";
import { SideMenu } from "./SideMenu.tsx";
import { PageErrorBoundary } from "./PageErrorBoundary.tsx";
import "./layout.css";

/** The console frame: side menu by area (folded away on a narrow screen), header with the operator, the page (or a refusal). */
export function AdminLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const permissions = session?.operator.permissions;
  const needed = permissionOf(pathname);
  const allowed = needed === null || canUse(needed, permissions);
  return (
    <Layout className="admin-shell">
      <Layout.Sider
        width={208}
        theme="dark"
        className="admin-sider"
        breakpoint="md"
        collapsedWidth={0}
        zeroWidthTriggerStyle={{ top: 12 }}
      >
        <SideMenu permissions={permissions} pathname={pathname} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <HeaderBar />
        </Layout.Header>
        <Layout.Content className="admin-content">
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<Spin className="admin-page-spin" />}>
              {allowed ? <Outlet /> : <ForbiddenPage />}
            </Suspense>
          </PageErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
