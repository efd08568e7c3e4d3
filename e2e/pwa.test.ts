import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";
import { startServer, waitForHealth } from "./server-process.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

interface ManifestAnswer {
  url: string;
  errors: { message: string; critical: number }[];
  parsed?: { name?: string; short_name?: string; theme_color?: string; icons?: { sizes: string }[] };
}

test("Chromium finds the manifest and the service worker: installable, and offline pages get the offline page", async () => {
  const page = await phonePage(browser);
  await page.goto(`${BASE_URL}/`);
  // The worker takes control once it has activated (precached the app shell).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send("Page.getAppManifest")) as unknown as ManifestAnswer;
  assert.equal(manifest.url, `${BASE_URL}/manifest.webmanifest`);
  assert.deepEqual(manifest.errors, []);
  const parsed = await (await page.request.get(manifest.url)).json();
  assert.equal(parsed.short_name, "彩票");
  assert.equal(parsed.theme_color, "#e53935");
  const sizes = (parsed.icons as { sizes: string }[]).map((icon) => icon.sizes);
  for (const size of ["48x48", "72x72", "96x96", "144x144", "192x192", "512x512"])
    assert.ok(sizes.includes(size));
  for (const icon of parsed.icons as { src: string }[])
    assert.equal((await page.request.get(`${BASE_URL}${icon.src}`)).status(), 200, icon.src);

  const installability = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's browser contexts are incognito profiles, where Chromium never offers to install; every
  // other check (manifest fields, icons, a worker controlling the start URL) must pass.
  const errors = installability.installabilityErrors.filter((e) => e.errorId !== "in-incognito");
  assert.deepEqual(errors, []);

  // Reload so the worker controls the page, then cut the network: a page load gets the offline page.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
  await page.goto(`${BASE_URL}/result`);
  await page.getByText("网络未连接").waitFor();
  await screenshot(page, "70-offline-page");
  await page.context().setOffline(false);
  await page.getByRole("button", { name: "重新加载" }).click();
  await page.waitForURL(`${BASE_URL}/result`);
  await page.close();
});

test("after a redeploy the installed app asks 发现新版本 and 立即更新 loads the new build", async () => {
  // Its own server over a copy of the build, so the redeploy below reaches no other journey's pages.
  const deployed = await serveCopyOfBuild();
  try {
    const page = await phonePage(browser);
    await page.goto(`${deployed.baseUrl}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // The redeploy: a new build's worker differs in its bytes (its precache list names new files).
    fs.appendFileSync(path.join(deployed.webDist, "sw.js"), "\n// redeployed\n");
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await page.getByText("发现新版本").waitFor();
    await screenshot(page, "71-update-prompt");
    // A mark on this document: it is gone once the page has reloaded under the new worker.
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await page.getByRole("button", { name: "立即更新" }).click();
    await page.waitForFunction(() => !("beforeUpdate" in window));
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting === null && navigator.serviceWorker.controller !== null;
    });
    await page.waitForLoadState("load");
    assert.equal(await page.getByText("发现新版本").count(), 0);
    await page.close();
  } finally {
    await deployed.stop();
  }
});

/** A server of its own (own port, own embedded database) serving a copy of the web build. */
async function serveCopyOfBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-redeploy-"));
  const webDist = path.join(dir, "web");
  fs.cpSync(path.resolve(import.meta.dirname, "../apps/web/dist"), webDist, { recursive: true });
  const port = 4000 + Math.floor(Math.random() * 900);
  const { child, baseUrl } = startServer(port, path.join(dir, "db"), { WEB_DIST: webDist });
  await waitForHealth(`${baseUrl}/health`, 180_000);
  return {
    baseUrl,
    webDist,
    async stop() {
      const exited = new Promise((resolve) => child.on("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
