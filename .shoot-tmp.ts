import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { EMPTY_MARKETING_SETTINGS } from "./src/domain/marketing";
import { FAKE_SGP_TOKEN, startFakeSgp } from "./src/server/testing/fake-sgp";
import { startSmtpSink } from "./src/server/testing/smtp-sink";
import { enrolmentCode, secretOfUri } from "./src/server/testing/totp";

const PORT = 3361;
const base = `http://localhost:${PORT}`;
const ADMIN = { email: "shots@vitrine.test", password: "senha-shots-123" };
const OUT = "/tmp/h67actions-shots";

const fake = await startFakeSgp();
const sink = await startSmtpSink();
const dataDir = mkdtempSync(path.join(tmpdir(), "h67actions-shots-"));
const child = spawn(process.execPath, ["build/server/main.js"], {
  cwd: "/work/wt/h67actions",
  env: {
    PATH: process.env.PATH, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn",
    WEB_CONCURRENCY: "1", ERP_ADAPTER: "sgp", ERP_URL: fake.url, ERP_TOKEN: FAKE_SGP_TOKEN, ERP_ALLOW_HTTP: "true",
    ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: "true",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {}
    if (i > 300) throw new Error("no server");
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  // Admin: enrol, SMTP.
  const adminCtx = await browser.newContext({ baseURL: base, extraHTTPHeaders: { origin: base, "X-Forwarded-For": "10.1.1.1" } });
  const req = adminCtx.request;
  await req.post("/api/auth/sign-in/email", { data: ADMIN });
  const enable = await req.post("/api/auth/two-factor/enable", { data: { password: ADMIN.password } });
  const secret = secretOfUri((await enable.json()).totpURI);
  await req.post("/api/auth/two-factor/verify-totp", { data: { code: await enrolmentCode(secret) } });
  await req.put("/api/admin/marketing-settings", {
    data: { ...EMPTY_MARKETING_SETTINGS, smtpHost: "127.0.0.1", smtpPort: String(sink.port), smtpFrom: "central@provedor.example" },
  });
  const state = await adminCtx.storageState();
  let n = 0;
  const cpfs = ["123.456.780-62", "123.457.797-64", "123.458.814-53", "123.459.831-08", "123.460.848-08", "123.461.865-62", "123.462.882-17", "123.463.899-19", "123.464.906-36"];
  const moreCpfs = ["300.000.000-35", "300.007.919-03", "300.015.838-32", "300.023.757-70", "300.031.676-07", "300.039.595-46", "300.047.514-18", "300.055.433-55", "300.063.352-92", "300.071.271-20", "300.079.190-69", "300.087.109-88", "300.095.028-15", "300.102.947-16", "300.110.866-53", "300.118.785-92", "300.126.704-64", "300.134.623-00", "300.142.542-39", "300.150.461-76", "300.158.380-05", "300.166.299-90", "300.174.218-61", "300.182.137-07", "300.190.056-36", "300.197.975-59", "300.205.894-76", "300.213.813-48", "300.221.732-85", "300.229.651-14", "300.237.570-51", "300.245.489-36", "300.253.408-08", "300.261.327-45", "300.269.246-84", "300.277.165-11", "300.285.084-59", "300.293.003-20", "300.300.922-21", "300.308.841-60", "300.316.760-06", "300.324.679-82", "300.332.598-10", "300.340.517-91", "300.348.436-20", "300.356.355-68", "300.364.274-03", "300.372.193-32", "300.380.112-04", "300.388.031-43", "300.395.950-64", "300.403.869-29", "300.411.788-66", "300.419.707-30", "300.427.626-77", "300.435.545-04", "300.443.464-41", "300.451.383-89", "300.459.302-52", "300.467.221-90", "300.475.140-27", "300.483.059-01", "300.490.978-22", "300.498.897-61", "300.506.816-13", "300.514.735-50", "300.522.654-98", "300.530.573-25", "300.538.492-64", "300.546.411-36", "300.554.330-73", "300.562.249-58", "300.570.168-95", "300.578.087-24", "300.586.006-04", "300.593.925-17", "300.601.844-34", "300.609.763-73", "300.617.682-00", "300.625.601-82"];
  const fresh = () => {
    if (cpfs.length === 0) cpfs.push(...moreCpfs.splice(0, 9));
    const cpf = cpfs.shift()!;
    const [maria] = fake.state.contracts;
    const id = 7100 + fake.state.contracts.length;
    fake.state.contracts.push({ ...maria!, contratoId: id, clienteId: id, cpfCnpj: cpf, contratoStatusDisplay: "Ativo", endereco_cep: "29101-010" });
    return cpf;
  };
  const shots: [string, (page: Page, cpf: string) => Promise<void>][] = [
    ["cancel-identify", async (page) => { await page.goto("/cliente/cancelamento"); }],
    ["cancel-terms", async (page, cpf) => { await page.goto("/cliente/cancelamento"); await identify(page, cpf, "Ver as condições do cancelamento"); }],
    ["cancel-done", async (page, cpf) => {
      await page.goto("/cliente/cancelamento"); await identify(page, cpf, "Ver as condições do cancelamento");
      await page.getByLabel("Telefone para falarmos com você (com DDD)").last().fill("27999990000");
      await prove(page, cpf); await page.getByRole("button", { name: "Confirmar o cancelamento" }).click();
      await page.locator("[data-request-done]").waitFor();
    }],
    ["due-day", async (page, cpf) => { await page.goto("/cliente/vencimento"); await identify(page, cpf, "Continuar"); }],
    ["due-day-errors", async (page, cpf) => { await page.goto("/cliente/vencimento"); await identify(page, cpf, "Continuar"); await page.getByRole("button", { name: "Trocar o dia de vencimento" }).click(); await page.getByText("Escolha um dos dias").waitFor(); }],
    ["wifi", async (page, cpf) => { await page.goto("/cliente/wifi"); await identify(page, cpf, "Continuar"); }],
    ["wifi-done", async (page, cpf) => {
      await page.goto("/cliente/wifi"); await identify(page, cpf, "Continuar");
      await page.getByLabel("Nome da rede (2,4 GHz)").fill("Casa da Maria");
      await page.getByLabel("Nova senha (2,4 GHz)").fill("uma senha boa 2026");
      await page.getByLabel("Telefone para falarmos com você (com DDD)").fill("27999990000");
      await prove(page, cpf); await page.getByRole("button", { name: "Trocar o Wi-Fi" }).click();
      await page.locator("[data-request-done]").waitFor();
    }],
    ["address-checked", async (page, cpf) => {
      await page.goto("/cliente/mudanca-de-endereco"); await identify(page, cpf, "Continuar");
      await page.getByLabel("CEP").fill("29101-010"); await page.getByLabel("Número").fill("120");
      await page.getByRole("button", { name: "Verificar o novo endereço" }).click();
      await page.getByRole("button", { name: "Pedir a mudança de endereço" }).waitFor();
    }],
    ["plan-list", async (page, cpf) => {
      await page.goto("/cliente/troca-de-plano"); await identify(page, cpf, "Ver os planos");
      await page.getByLabel("Número").fill("120"); await page.getByRole("button", { name: "Ver os planos" }).click();
      await page.locator("[data-plan-option]").first().waitFor();
    }],
    ["plan-confirm", async (page, cpf) => {
      await page.goto("/cliente/troca-de-plano"); await identify(page, cpf, "Ver os planos");
      await page.getByLabel("Número").fill("120"); await page.getByRole("button", { name: "Ver os planos" }).click();
      await page.getByRole("button", { name: /^Escolher Combo/ }).first().click();
      await page.getByRole("button", { name: "Pedir a troca de plano" }).waitFor();
    }],
  ];
  const only = process.argv[2];
  for (const [name, run] of shots) {
    if (only && !name.startsWith(only)) continue;
    for (const width of [390, 1440]) {
      for (const scheme of ["light", "dark"] as const) {
        // A page that needs a lookup gets a CPF of its own per shot (5 lookups per CPF).
        const cpf = name === "cancel-identify" ? "" : fresh();
        n++;
        const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: 900 }, colorScheme: scheme, locale: "pt-BR", extraHTTPHeaders: { "X-Forwarded-For": `10.2.${Math.floor(n / 200)}.${n % 200 + 1}` } });
        const page = await ctx.newPage();
        try {
          await run(page, cpf);
        } catch (error) {
          console.error(name, String(error).slice(0, 200));
        }
        await page.screenshot({ path: `${OUT}/${name}-${width}-${scheme}.png`, fullPage: true });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let part = 0; part * 800 < Math.min(height, 3200); part++)
          await page.screenshot({
            path: `${OUT}/parts/${name}-${width}-${scheme}-${part}.png`,
            fullPage: true,
            clip: { x: 0, y: part * 800, width, height: Math.min(800, height - part * 800) },
          });
        await ctx.close();
        if (cpfs.length === 0) cpfs.push(...moreCpfs.splice(0, 9));
      }
    }
  }
  if (!only || only === "tab") {
    for (const width of [390, 1440]) for (const scheme of ["light", "dark"] as const) {
      const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: 900 }, colorScheme: scheme, storageState: state, extraHTTPHeaders: { "X-Forwarded-For": "10.1.1.1" } });
      const page = await ctx.newPage();
      await page.goto("/intranet/solicitacoes");
      await page.getByTestId("request-row").first().waitFor();
      await page.screenshot({ path: `${OUT}/tab-${width}-${scheme}.png`, fullPage: true });
      await page.screenshot({ path: `${OUT}/parts/tab-${width}-${scheme}-0.png` });
      await ctx.close();
    }
  }
  await browser.close();
} finally {
  child.kill("SIGTERM");
  await fake.close();
  await sink.close();
}

async function identify(page: Page, cpf: string, button: string) {
  await page.getByLabel("CPF ou CNPJ do titular").fill(cpf);
  await page.getByLabel("Data de nascimento do titular (CPF)").fill("1985-03-14");
  await page.getByRole("button", { name: button }).click();
  await page.locator("[data-desk-proven]").waitFor();
}
async function prove(page: Page, cpf: string) {
  const proof = page.getByRole("group", { name: "Confirme que é você" });
  await proof.getByLabel("CPF ou CNPJ do titular").fill(cpf);
  await proof.getByLabel("Data de nascimento do titular (CPF)").fill("1985-03-14");
}
