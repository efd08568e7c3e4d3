import { Button, DotLoading } from "antd-mobile";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { navigateTo } from "../../../lib/navigation.ts";
import { paths } from "../../../lib/paths.ts";
import { messages } from "../../../messages/index.ts";
import { kefuPlace, useKefuTest, type KefuCheck } from "../logic/use-kefu-test.ts";
import "../components/games.css";

/**
 * /KefuTest: checks the customer-service channel (GetKFUrl, the chat, its live message stream) and
 * shows what it found.
 */
export default function KefuTestPage() {
  const { check, run } = useKefuTest();
  return (
    <Page header={<PageHeader title={messages.gamesKefuTestTitle} />}>
      <div className="kefu-test">
        <CheckResult check={check} />
        <Button block color="primary" disabled={check.state !== "ok"} onClick={() => openChat(check)}>
          {messages.gamesKefuTestOpen}
        </Button>
        <Button block style={{ marginTop: "0.2rem" }} onClick={() => void run()}>
          {messages.gamesKefuTestRetry}
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
        {messages.gamesKefuTestChecking} <DotLoading />
      </div>
    );
  if (check.state === "failed") return <p role="alert">{messages.gamesKefuTestFailed}</p>;
  return (
    <>
      <p>{check.chat ? messages.gamesKefuTestOk : messages.gamesKefuTestChatFailed}</p>
      <dl>
        <dt>{messages.gamesKefuTestAddress}</dt>
        <dd data-testid="kefu-url">{kefuPlace(check.url) ?? messages.gamesKefuTestBuiltIn}</dd>
        <dt>{messages.gamesKefuTestChat}</dt>
        <dd>
          {check.chat ? messages.gamesKefuTestStatusNames[check.chat] : messages.gamesKefuTestChatFailed}
        </dd>
        <dd>{messages.gamesKefuTestLatency(check.ms)}</dd>
        <dt>{messages.gamesKefuTestPush}</dt>
        <dd data-testid="kefu-push">{messages.gamesKefuTestPushNames[check.stream]}</dd>
      </dl>
    </>
  );
}
