import { QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd-mobile";
import zhCN from "antd-mobile/es/locales/zh-CN";
import { BrowserRouter, useRoutes } from "react-router";
import { queryClient } from "../lib/query-client.ts";
import { appRoutes } from "./route-table.tsx";
import "./styles.css";

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Providers (zh-CN antd-mobile, TanStack Query) around the router. The declarative BrowserRouter with
 * useRoutes: no page uses loaders, actions or fetchers, and the data router costs the first screen
 * about 16 KB gzipped more (issue 21).
 */
export function App() {
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
