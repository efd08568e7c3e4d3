import { Button, DotLoading } from "antd-mobile";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { navigateTo } from "../../../lib/navigation.ts";
import { paths } from "../../../lib/paths.ts";
import { gamesMessages } from "../../../messages/games.ts";
import { kefuPlace, useKefuTest, type KefuCheck } from "../logic/use-kefu-test.ts";
import "../components/games.css";

/**
 * /KefuTest: checks the customer-service channel (GetKFUrl, the chat, its live message stream) and
 * shows what it found.
 */
export default function KefuTestPage() {
  const { check, run } = useKefuTest();
  return (
    <Page header={<PageHeader title={gamesMessages.gamesKefuTestTitle} />}>
      <div className="kefu-test">
        <CheckResult check={check} />
        <Button block color="primary" disabled={check.state !== "ok"} onClick={() => openChat(check)}>
          {gamesMessages.gamesKefuTestOpen}
        </Button>
        <Button block style={{ marginTop: "0.2rem" }} onClick={() => void run()}>
          {gamesMessages.gamesKefuTestRetry}
        </Button>
      </div>
    </Page>
  );
}

function openChat(check: KefuCheck) {
  if (check.state === "ok") navigateTo(paths.iframePage, { state: { url: check.url, title: "kefu" } });
}

function CheckResult({ check }: { check: KefuCheck }) {
  if (check.state === "checking")
    return (
      <div>
        {gamesMessages.gamesKefuTestChecking} <DotLoading />
      </div>
    );
  if (check.state === "failed") return <p role="alert">{gamesMessages.gamesKefuTestFailed}</p>;
  return (
    <>
      <p>{check.chat ? gamesMessages.gamesKefuTestOk : gamesMessages.gamesKefuTestChatFailed}</p>
      <dl>
        <dt>{gamesMessages.gamesKefuTestAddress}</dt>
        <dd data-testid="kefu-url">{kefuPlace(check.url) ?? gamesMessages.gamesKefuTestBuiltIn}</dd>
        <dt>{gamesMessages.gamesKefuTestChat}</dt>
        <dd>
          {check.chat
            ? gamesMessages.gamesKefuTestStatusNames[check.chat]
            : gamesMessages.gamesKefuTestChatFailed}
        </dd>
        <dd>{gamesMessages.gamesKefuTestLatency(check.ms)}</dd>
        <dt>{gamesMessages.gamesKefuTestPush}</dt>
        <dd data-testid="kefu-push">{gamesMessages.gamesKefuTestPushNames[check.stream]}</dd>
      </dl>
    </>
  );
}
