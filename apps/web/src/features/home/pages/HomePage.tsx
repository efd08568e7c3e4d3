import { useUserInfo } from "../../../lib/api/user-info.ts";
import { GameGrid } from "../components/GameGrid.tsx";
import { HomeHeader } from "../components/HomeHeader.tsx";
import "../components/home.css";

/** The home tab (/ and /index): header and the game lobby. */
export default function HomePage() {
  useUserInfo();
  return (
    <div className="page-shell">
      <HomeHeader />
      <main className="page-body">
        <GameGrid />
      </main>
    </div>
  );
}
