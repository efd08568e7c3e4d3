import { Link } from "react-router";
import { homePagePath } from "../lib/community.ts";
import "./community.css";

/** A player's name that opens their homepage (/homePage?uid=); the tap does not reach a card under it. */
export function PlayerLink({ uid, name, className }: { uid: number; name: string; className?: string }) {
  return (
    <Link
      className={`player-link${className ? ` ${className}` : ""}`}
      to={homePagePath(uid)}
      data-testid="player-link"
      onClick={(event) => event.stopPropagation()}
    >
      {name}
    </Link>
  );
}
