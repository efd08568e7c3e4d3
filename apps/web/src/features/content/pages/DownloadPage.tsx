import { Button } from "antd-mobile";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useActivitySetting } from "../../../lib/api/activity-setting.ts";
import { openExternal } from "../../../lib/native.ts";
import { contentMessages } from "../../../messages/content.ts";
import { useQrCode } from "../../../lib/use-qr-code.ts";
import "../components/content.css";

function AppButton({ label, url }: { label: string; url: string }) {
  return (
    <Button
      block
      shape="rounded"
      color="primary"
      fill={url ? "solid" : "outline"}
      disabled={!url}
      onClick={() => openExternal(url)}
    >
      {url ? contentMessages.downloadApp(label) : contentMessages.appNotOpen(label)}
    </Button>
  );
}

/** /EDownload: the site's QR code, the native apps when there are builds, and 添加到主屏幕 steps. */
export default function DownloadPage() {
  const siteUrl = `${window.location.origin}/`;
  const qr = useQrCode(siteUrl);
  const settings = useActivitySetting().data;
  return (
    <Page header={<PageHeader title={contentMessages.downloadTitle} />}>
      <section className="download-card">
        <h2>{contentMessages.downloadHeadline}</h2>
        <div className="download-qr">{qr && <img src={qr} alt={contentMessages.downloadQrAlt} />}</div>
        <p className="download-url">{siteUrl}</p>
        <p className="download-hint">{contentMessages.downloadQrHint}</p>
      </section>
      <section className="download-apps">
        <AppButton label={contentMessages.androidApp} url={settings?.androidUrl ?? ""} />
        <AppButton label={contentMessages.iosApp} url={settings?.iosUrl ?? ""} />
      </section>
      <section className="download-steps">
        <h3>{contentMessages.addToHomeTitle}</h3>
        {contentMessages.addToHomeSteps.map((step) => (
          <div key={step.title} className="download-step">
            <h4>{step.title}</h4>
            <ol>
              {step.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </div>
        ))}
      </section>
    </Page>
  );
}
