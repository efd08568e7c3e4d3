import { QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd-mobile";
import zhCN from "antd-mobile/es/locales/zh-CN";
import { createBrowserRouter, RouterProvider } from "react-router";
import { queryClient } from "../lib/query-client.ts";
import { appRoutes } from "./route-table.tsx";
import "./styles.css";

const router = createBrowserRouter(appRoutes);

/** Providers (zh-CN antd-mobile, TanStack Query) around the router. */
export function App() {
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
