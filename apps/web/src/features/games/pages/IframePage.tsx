import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { openExternal } from "../../../lib/native.ts";
import { gamesMessages } from "../../../messages/games.ts";
import { FloatingBall } from "../components/FloatingBall.tsx";
import { GameTutorial } from "../components/GameTutorial.tsx";
import { PostForm } from "../components/PostForm.tsx";
import { useFramePage } from "../logic/use-frame-page.ts";
import "../components/games.css";

const FRAME_NAME = "embedded-frame";

/**
 * /iframePage and /iframePage2 (SPEC 2.5 and 4): a page of another site or a third-party game in a
 * frame under the header bar; games get the floating ball and its tutorial.
 */
export default function IframePage() {
  const page = useFramePage();
  const { state, header, src } = page;
  const post = state.data?.type === "post" ? state.data : null;
  const icons = header.rechargeIcons && src && (
    <div className="frame-icons">
      <button type="button" onClick={page.reload}>
        {gamesMessages.gamesFrameReload}
      </button>
      <button type="button" onClick={() => openExternal(src)}>
        {gamesMessages.gamesFrameOpenOutside}
      </button>
    </div>
  );
  return (
    <Page
      className={`frame-page frame-header-${header.tone}`}
      header={<PageHeader title={header.text} back={header.back} onBack={page.onBack} right={icons} />}
    >
      {src ? (
        <iframe
          key={`frame-${page.frameKey}`}
          name={FRAME_NAME}
          title={header.text}
          src={post ? undefined : src}
          data-testid="embedded-frame"
          allow="autoplay; fullscreen"
        />
      ) : (
        <div className="load-state">{page.isGame ? gamesMessages.gamesFrameLoading : null}</div>
      )}
      {src && post && (
        <PostForm key={`post-${page.frameKey}`} action={src} target={FRAME_NAME} fields={post.obj} />
      )}
      {page.isGame && <FloatingBall onTap={page.onTap} />}
      {page.isGame && page.tutorial && <GameTutorial onEnter={page.closeTutorial} onLeave={page.leaveGame} />}
    </Page>
  );
}
