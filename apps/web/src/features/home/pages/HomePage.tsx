import { lazy, Suspense } from "react";
import { useUserInfo } from "../../../lib/api/user-info.ts";
import { ContentTabs } from "../components/ContentTabs.tsx";
import { FirstBanner } from "../components/FirstBanner.tsx";
import { HomeHeader } from "../components/HomeHeader.tsx";
import { HomeMenus } from "../components/HomeMenus.tsx";
import { HomeNotices } from "../components/HomeNotices.tsx";
import { useFavouritesSync } from "../hooks/use-favourites.ts";
import "../components/home.css";

// The banners' swiper and the pop-ups load after the first paint: the menus and the game list show
// first; meanwhile the first banner shows still in the reserved box as soon as the list arrives
// (FirstBanner asks for it beside the swiper's chunk, not after it), and the swiper takes over.
const HomeCarousel = lazy(() =>
  import("../components/HomeCarousel.tsx").then((m) => ({ default: m.HomeCarousel })),
);
const HomeDialogs = lazy(() =>
  import("../components/HomeDialogs.tsx").then((m) => ({ default: m.HomeDialogs })),
);

/** The home tab (/ and /index): banners, notices, menus, the game and article tabs, pop-ups. */
export default function HomePage() {
  useUserInfo();
  useFavouritesSync();
  return (
    <div className="page-shell home-page">
      <HomeHeader />
      <main className="page-body">
        <Suspense fallback={<FirstBanner />}>
          <HomeCarousel />
        </Suspense>
        <HomeNotices />
        <HomeMenus />
        <ContentTabs />
      </main>
      <Suspense fallback={null}>
        <HomeDialogs />
      </Suspense>
    </div>
  );
}
