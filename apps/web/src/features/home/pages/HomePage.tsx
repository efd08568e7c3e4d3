import { useUserInfo } from "../../../lib/api/user-info.ts";
import { ContentTabs } from "../components/ContentTabs.tsx";
import { HomeCarousel } from "../components/HomeCarousel.tsx";
import { HomeDialogs } from "../components/HomeDialogs.tsx";
import { HomeHeader } from "../components/HomeHeader.tsx";
import { HomeMenus } from "../components/HomeMenus.tsx";
import { HomeNotices } from "../components/HomeNotices.tsx";
import { useFavouritesSync } from "../hooks/use-favourites.ts";
import "../components/home.css";

/** The home tab (/ and /index): banners, notices, menus, the game and article tabs, pop-ups. */
export default function HomePage() {
  useUserInfo();
  useFavouritesSync();
  return (
    <div className="page-shell home-page">
      <HomeHeader />
      <main className="page-body">
        <HomeCarousel />
        <HomeNotices />
        <HomeMenus />
        <ContentTabs />
      </main>
      <HomeDialogs />
    </div>
  );
}
