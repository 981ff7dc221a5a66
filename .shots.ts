// Screenshot helper (not committed): run with `npx tsx .shots.ts` from the worktree.

import { mkdtempSync } from "node:fs";
import { chromium } from "playwright-core";
import { EMPTY_MARKETING_SETTINGS } from "./src/domain/marketing";
import { FAKE_IXC_TOKEN, startFakeIxc } from "./src/server/testing/fake-ixc";
import { quotedPrintable, startSmtpSink } from "./src/server/testing/smtp-sink";
import { signInAdministrador, startServer, waitForHealth } from "./tests/e2e/spawned-server";

const OUT = "/tmp/h67account-shots";
const ADMIN = { email: "admin.shots@vitrine.test", password: "senha-admin-shots-123" };
const fake = await startFakeIxc();
const sink = await startSmtpSink();
const server = await startServer({
  DATA_DIR: mkdtempSync("/tmp/h67account-shots-data-"),
  TRUST_PROXY: "true",
  WEB_CONCURRENCY: "1",
  ERP_ADAPTER: "ixc",
  ERP_URL: fake.url,
  ERP_TOKEN: FAKE_IXC_TOKEN,
  ERP_ALLOW_HTTP: "true",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const url = `http://localhost:${server.port}`;
try {
  await waitForHealth(url);
  const admin = await signInAdministrador(url, ADMIN, "198.51.100.9");
  await admin.put("/api/admin/marketing-settings", {
    data: {
      ...EMPTY_MARKETING_SETTINGS,
      smtpHost: "127.0.0.1",
      smtpPort: String(sink.port),
      smtpFrom: "avisos@provedor.example",
    },
  });
  await admin.dispose();
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  let n = 0;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ])
    for (const scheme of ["light", "dark"] as const) {
      n += 1;
      const context = await browser.newContext({
        viewport: { width, height },
        colorScheme: scheme,
        extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${n}` },
      });
      const page = await context.newPage();
      const shot = async (name: string) =>
        page.screenshot({ path: `${OUT}/${name}-${width}-${scheme}.png`, fullPage: true });
      await page.goto(`${url}/minha-conta`);
      await shot("1-sign-in");
      const before = sink.mails.length;
      await page.getByLabel("CPF ou CNPJ do titular").first().fill("529.982.247-25");
      await page.getByRole("button", { name: "Receber código" }).click();
      await page.locator("[data-code-sent]").waitFor();
      await shot("2-code");
      while (sink.mails.length === before) await new Promise((r) => setTimeout(r, 100));
      const code = /Minha conta é (\d{6})/.exec(quotedPrintable(sink.mails.at(-1)!.data))![1]!;
      await page.getByLabel("Código de acesso").fill(code);
      await page.getByRole("button", { name: "Entrar" }).click();
      await page.getByText("Olá, Maria!").waitFor();
      await shot("3-home");
      await page.goto(`${url}/minha-conta/chamados`);
      await shot("4-chamados");
      await page.goto(`${url}/minha-conta/consumo`);
      await shot("5-consumo");
      await page.goto(`${url}/minha-conta/confirmar?volta=/minha-conta`);
      await shot("6-confirmar");
      await page.goto(`${url}/cliente/segunda-via`);
      await shot("7-segunda-via");
      await page.goto(`${url}/suporte`);
      await page.screenshot({ path: `${OUT}/8-header-${width}-${scheme}.png` });
      await context.close();
    }
  await browser.close();
} finally {
  server.kill();
  await fake.close();
  await sink.close();
}
