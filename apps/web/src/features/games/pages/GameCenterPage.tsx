import { useParams } from "react-router";
import { SearchBar, Tabs } from "antd-mobile";
import type { LobbyGame } from "@lottery/contract";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { paths } from "../../../lib/paths.ts";
import { gamesMessages } from "../../../messages/games.ts";
import { useLobby } from "../logic/use-lobby.ts";
import "../components/games.css";

const TAB_NAMES = {
  all: gamesMessages.gamesLobbyAll,
  recent: gamesMessages.gamesLobbyRecent,
  favourites: gamesMessages.gamesLobbyFavourites,
} as const;

/** /gamecenter/{company}: the company's games by category, with search, recent and favourites. */
export default function GameCenterPage() {
  const company = (useParams().company ?? "").toLowerCase();
  const lobby = useLobby(company);
  return (
    <Page
      header={
        <PageHeader
          title={gamesMessages.gamesLobbyTitle(lobby.companyName)}
          right={<HeaderLink to={paths.electic2} text={gamesMessages.gamesLobbyTransfer} />}
        />
      }
    >
      <div className="lobby-search">
        <SearchBar
          placeholder={gamesMessages.gamesLobbySearch}
          value={lobby.search}
          onChange={lobby.setSearch}
          aria-label={gamesMessages.gamesLobbySearch}
        />
      </div>
      <Tabs activeKey={lobby.tab} onChange={(key) => lobby.setTab(key as typeof lobby.tab)}>
        {lobby.tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.category ?? TAB_NAMES[tab.key as keyof typeof TAB_NAMES]} />
        ))}
      </Tabs>
      <LoadState
        status={lobby.query.status}
        empty={lobby.shown.length === 0}
        emptyText={gamesMessages.gamesLobbyEmpty}
        onRetry={() => void lobby.query.refetch()}
      >
        <div className="lobby-grid">
          {lobby.shown.map((game) => (
            <GameTile
              key={`${game.company}/${game.code}`}
              game={game}
              favourite={lobby.isFavourite(game)}
              onOpen={() => lobby.open(game)}
              onFavourite={() => lobby.toggleFavourite(game)}
            />
          ))}
        </div>
      </LoadState>
    </Page>
  );
}

function GameTile(props: {
  game: LobbyGame;
  favourite: boolean;
  onOpen: () => void;
  onFavourite: () => void;
}) {
  const { game, favourite } = props;
  return (
    <div className="lobby-tile" data-testid={`game-${game.code}`}>
      <button type="button" className="lobby-tile-open" onClick={props.onOpen}>
        <span className={`lobby-tile-icon lobby-tile-${game.category}`}>{game.name.slice(0, 1)}</span>
        <span className="lobby-tile-name">{game.name}</span>
        {game.hot && <span className="lobby-tile-hot">{gamesMessages.gamesLobbyHot}</span>}
      </button>
      <button
        type="button"
        className={`lobby-tile-star${favourite ? " on" : ""}`}
        aria-label={favourite ? gamesMessages.gamesLobbyUnfavourite : gamesMessages.gamesLobbyFavourite}
        onClick={props.onFavourite}
      >
        {favourite ? "★" : "☆"}
      </button>
    </div>
  );
}
