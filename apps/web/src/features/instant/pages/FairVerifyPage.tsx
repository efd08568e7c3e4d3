import { useState } from "react";
import { Button, Dialog, Input } from "antd-mobile";
import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { fairnessMessages } from "../../../messages/fairness.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { showToast } from "../../../lib/toast.ts";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { instantKey, rotateSeed, setClientSeed, useFairPlay, useFairSeed } from "../api/instant.ts";
import { InstantLayout } from "../components/InstantLayout.tsx";
import { PlayVerifier } from "../components/PlayVerifier.tsx";

const refresh = () => void queryClient.invalidateQueries({ queryKey: instantKey });

function ClientSeedEditor(props: { current: string }) {
  const [value, setValue] = useState(props.current);
  const save = useMutation({
    mutationFn: () => setClientSeed(value.trim()),
    onSuccess: () => showToast(m.instantClientSeedSaved),
    onSettled: refresh,
  });
  return (
    <div className="instant-field">
      {m.instantClientSeed}
      <Input value={value} onChange={setValue} maxLength={32} />
      <Button size="small" loading={save.isPending} onClick={() => save.mutate()} style={{ marginTop: 6 }}>
        {m.instantSetClientSeed}
      </Button>
    </div>
  );
}

/** The player's seed pair: the committed hash, the client seed, the next nonce; rotating reveals the seed. */
function SeedPanel() {
  const query = useFairSeed();
  const rotate = useMutation({
    mutationFn: rotateSeed,
    onSuccess: () => showToast(m.instantRotated),
    onSettled: refresh,
  });
  const seed = query.data;
  return (
    <LoadState status={query.status} onRetry={() => void query.refetch()}>
      {seed && (
        <>
          <div className="instant-section">
            <div className="instant-note">{m.instantSeedIntro}</div>
            <div className="instant-field">
              {m.instantSeedHash}
              <div className="instant-mono" data-testid="seed-hash">
                {seed.current.seedHash}
              </div>
            </div>
            <ClientSeedEditor key={seed.current.clientSeed} current={seed.current.clientSeed} />
            <div className="instant-field">{`${m.instantNextNonce}：${seed.current.nonce}`}</div>
            <Button
              block
              color="danger"
              fill="outline"
              loading={rotate.isPending}
              onClick={async () => {
                if (await Dialog.confirm({ content: m.instantRotateConfirm })) rotate.mutate();
              }}
            >
              {m.instantRotate}
            </Button>
          </div>
          {seed.revealed.length > 0 && (
            <div className="instant-section">
              <div className="instant-section-title">{m.instantRevealed}</div>
              {seed.revealed.map((r) => (
                <div key={r.seedHash} className="instant-card-row" style={{ display: "block" }}>
                  <div className="instant-mono">{`${m.instantServerSeed}：${r.serverSeed}`}</div>
                  <div className="instant-note">
                    {`${m.instantClientSeed}：${r.clientSeed} · ${m.instantRevealedPlays(r.plays)} · ${formatChinaDateTime(r.revealedAt)}`}
                  </div>
                </div>
              ))}
            </div>
          )}
        </>
      )}
    </LoadState>
  );
}

/** /fairVerify 公平性验证 (our route): the seed pair and a recomputation of any play, e.g. ?game=egg&id=3. */
export default function FairVerifyPage() {
  const [search] = useSearchParams();
  const game = search.get("game");
  const id = Number(search.get("id"));
  const known =
    (game === "slot" || game === "egg" || game === "scratch") && Number.isSafeInteger(id) && id > 0;
  const play = useFairPlay(known ? game : null, known ? id : null);
  return (
    <InstantLayout
      title={m.instantVerifyTitle}
      right={<HeaderLink text={fairnessMessages.fairnessLink} to={paths.fairness} />}
    >
      <SeedPanel />
      <PlayVerifier play={play.data} />
    </InstantLayout>
  );
}
