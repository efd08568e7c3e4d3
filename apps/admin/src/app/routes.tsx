import { lazy } from "react";
import { Navigate, type RouteObject } from "react-router";
import { Result } from "antd";
import { ChangePasswordPage } from "../features/auth/ChangePasswordPage.tsx";
import { LoginPage } from "../features/auth/LoginPage.tsx";
import { RequireAuth } from "../features/auth/RequireAuth.tsx";
import { homePath } from "../lib/menu.ts";
import { appMessages } from "../lib/messages.ts";
import { paths } from "../lib/paths.ts";
import { useSession } from "../lib/session.ts";
import { AdminLayout } from "./AdminLayout.tsx";

// Each page is its own chunk: the login screen does not load the charts or the content editors.
const pages = {
  withdrawals: lazy(() => import("../features/withdrawals/WithdrawalsPage.tsx")),
  content: lazy(() => import("../features/content/ContentPage.tsx")),
  mail: lazy(() => import("../features/content/MailPage.tsx")),
  promotions: lazy(() => import("../features/settings/PromotionsPage.tsx")),
  loyaltySettings: lazy(() => import("../features/loyalty/LoyaltySettingsPage.tsx")),
  loyaltyProducts: lazy(() => import("../features/loyalty/LoyaltyProductsPage.tsx")),
  loyaltyGrants: lazy(() => import("../features/loyalty/LoyaltyGrantsPage.tsx")),
  scratchBatches: lazy(() => import("../features/instant/ScratchBatchesPage.tsx")),
  ssjcMatches: lazy(() => import("../features/ssjc/SsjcMatchesPage.tsx")),
  ssjcEvents: lazy(() => import("../features/events/EventsPage.tsx")),
  outright: lazy(() => import("../features/outright/OutrightPage.tsx")),
  yuebao: lazy(() => import("../features/settings/YuebaoSettingsPage.tsx")),
  withdrawalSettings: lazy(() => import("../features/settings/WithdrawalSettingsPage.tsx")),
  gameCompanies: lazy(() => import("../features/settings/GameCompaniesPage.tsx")),
  gameCatalogue: lazy(() => import("../features/settings/GameCataloguePage.tsx")),
  kefu: lazy(() => import("../features/kefu/KefuDeskPage.tsx")),
  maintenance: lazy(() => import("../features/settings/MaintenancePage.tsx")),
  recharges: lazy(() => import("../features/finance/RechargesPage.tsx")),
  reconciliation: lazy(() => import("../features/finance/ReconciliationPage.tsx")),
  rechargeChannels: lazy(() => import("../features/finance/RechargeChannelsPage.tsx")),
  ledger: lazy(() => import("../features/finance/LedgerAuditPage.tsx")),
  players: lazy(() => import("../features/players/PlayersPage.tsx")),
  player: lazy(() => import("../features/players/PlayerDetailPage.tsx")),
  dashboard: lazy(() => import("../features/dashboard/DashboardPage.tsx")),
  lotteryIssues: lazy(() => import("../features/lottery/IssuesPage.tsx")),
  lotteryCloseTimes: lazy(() => import("../features/lottery/CloseTimesPage.tsx")),
  lotteryLimits: lazy(() => import("../features/lottery/LimitsPage.tsx")),
  sportsMatches: lazy(() => import("../features/sports/MatchesPage.tsx")),
  sportsPoolPrizes: lazy(() => import("../features/sports/PoolIssuesPage.tsx")),
  sportsSettings: lazy(() => import("../features/sports/SportsSettingsPage.tsx")),
  togetherSchemes: lazy(() => import("../features/together/SchemesPage.tsx")),
  togetherScheme: lazy(() => import("../features/together/SchemeParticipantsPage.tsx")),
  followReleases: lazy(() => import("../features/follow/ReleasesPage.tsx")),
  followRules: lazy(() => import("../features/follow/FollowRulesPage.tsx")),
  agents: lazy(() => import("../features/agents/AgentsPage.tsx")),
  agentRebates: lazy(() => import("../features/agents/RebateDaysPage.tsx")),
  followRelease: lazy(() => import("../features/follow/ReleaseFollowersPage.tsx")),
  communityComments: lazy(() => import("../features/community/CommentsPage.tsx")),
  communityWords: lazy(() => import("../features/community/SensitiveWordsPage.tsx")),
  communityBans: lazy(() => import("../features/community/CommentBansPage.tsx")),
  operators: lazy(() => import("../features/operators/OperatorsPage.tsx")),
  audit: lazy(() => import("../features/audit/AuditPage.tsx")),
};

function HomeRedirect() {
  const home = homePath(useSession()?.operator.permissions);
  return home ? <Navigate to={home} replace /> : <Result status="403" subTitle={appMessages.noPermission} />;
}

const page = (path: string, Component: React.ComponentType): RouteObject => ({
  path,
  element: <Component />,
});

export const consoleRoutes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  { path: paths.changePassword, element: <ChangePasswordPage /> },
  {
    path: "/",
    element: (
      <RequireAuth>
        <AdminLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <HomeRedirect /> },
      page(paths.withdrawals, pages.withdrawals),
      { path: paths.banners, element: <pages.content kind="banners" /> },
      { path: paths.notices, element: <pages.content kind="notices" /> },
      { path: paths.articles, element: <pages.content kind="articles" /> },
      { path: paths.dialogs, element: <pages.content kind="dialogs" /> },
      { path: paths.help, element: <pages.content kind="help" /> },
      page(paths.mail, pages.mail),
      page(paths.promotions, pages.promotions),
      page(paths.loyaltySettings, pages.loyaltySettings),
      page(paths.loyaltyProducts, pages.loyaltyProducts),
      page(paths.loyaltyGrants, pages.loyaltyGrants),
      page(paths.scratchBatches, pages.scratchBatches),
      page(paths.ssjcMatches, pages.ssjcMatches),
      page(paths.ssjcEvents, pages.ssjcEvents),
      page(paths.outright, pages.outright),
      page(paths.yuebao, pages.yuebao),
      page(paths.withdrawalSettings, pages.withdrawalSettings),
      page(paths.gameCompanies, pages.gameCompanies),
      page(paths.gameCatalogue, pages.gameCatalogue),
      page(paths.kefu, pages.kefu),
      page(paths.maintenance, pages.maintenance),
      page(paths.recharges, pages.recharges),
      page(paths.reconciliation, pages.reconciliation),
      page(paths.rechargeChannels, pages.rechargeChannels),
      page(paths.ledger, pages.ledger),
      page(paths.dashboard, pages.dashboard),
      page(paths.players, pages.players),
      page(paths.lotteryIssues, pages.lotteryIssues),
      page(paths.lotteryCloseTimes, pages.lotteryCloseTimes),
      page(paths.lotteryLimits, pages.lotteryLimits),
      page(paths.sportsMatches, pages.sportsMatches),
      page(paths.sportsPoolPrizes, pages.sportsPoolPrizes),
      page(paths.sportsSettings, pages.sportsSettings),
      page(paths.togetherSchemes, pages.togetherSchemes),
      page(paths.togetherScheme(":schemeId"), pages.togetherScheme),
      page(paths.followReleases, pages.followReleases),
      page(paths.followRules, pages.followRules),
      page(paths.agents, pages.agents),
      page(paths.agentRebates, pages.agentRebates),
      page(paths.followRelease(":releaseId"), pages.followRelease),
      page(paths.communityComments, pages.communityComments),
      page(paths.communityWords, pages.communityWords),
      page(paths.communityBans, pages.communityBans),
      page(paths.operators, pages.operators),
      page(paths.audit, pages.audit),
      page(paths.player(":mid"), pages.player),
      { path: "*", element: <Result status="404" title="404" subTitle={appMessages.notFound} /> },
    ],
  },
];
