import { chromium } from "playwright-core";

const base = "http://127.0.0.1:4800";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const login = await browser.newContext();
const lp = await login.newPage();
for (let i = 0; i < 30; i++) {
  try {
    await lp.goto(base + "/auth");
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 1000));
  }
}
await lp.waitForSelector("html[data-hydrated]");
await lp.getByLabel("E-mail").fill("e2e@vitrine.test");
await lp.getByLabel("Senha").fill("senha-e2e-123");
await lp.getByRole("button", { name: "Entrar" }).click();
await lp.waitForURL(/planos$/);
const cookies = await login.cookies();
const tabs = process.argv.slice(2);
for (const [w, h] of [
  [390, 844],
  [1440, 900],
])
  for (const scheme of ["light", "dark"]) {
    const ctx = await browser.newContext({
      viewport: { width: w, height: h },
      colorScheme: scheme,
      reducedMotion: "reduce",
    });
    await ctx.addCookies(cookies);
    const page = await ctx.newPage();
    for (const tab of tabs) {
      await page.goto(`${base}/intranet/${tab}`);
      await page.waitForSelector("html[data-hydrated]");
      await page.screenshot({ path: `/tmp/shots-console-ui/${tab}-${w}-${scheme}.png`, fullPage: false });
    }
    await ctx.close();
  }
await browser.close();
