import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, phonePage, screenshot } from "./browser.ts";

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
