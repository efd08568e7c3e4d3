import { App as AntApp, ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createQueryClient } from "../lib/query-client.ts";
import { consoleRoutes } from "./routes.tsx";
import "./global.css";

dayjs.locale("zh-cn");

const queryClient = createQueryClient();
const router = createBrowserRouter(consoleRoutes, { basename: "/admin" });

/** Providers: Chinese locale, a compact theme, server state, the route table under /admin. */
export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { borderRadius: 4, fontSize: 13 } }} componentSize="middle">
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
