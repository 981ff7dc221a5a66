import { axeViolations } from "./a11y";
import { expect, newStaffMember, personBrowser, test } from "./fixtures";
import { open } from "./helpers";

// The console's Painel (issue 57, point 5): a seller opens the console on it and finds the period's leads
// by plan and by campaign, with a table under each chart for a screen reader; the period links work
// without scripts too.

test("a seller opens the console on the Painel and reads the leads by plan, with and without scripts", async ({
  browser,
  adminApi,
  request,
  baseURL,
}) => {
  // Three requests for a call about a plan of this test's own, each from an address of its own (the
  // forms' hourly limit counts per address).
  const plan = `Fibra Painel ${Date.now() % 100_000}`;
  // The visit came from a campaign's link: its first-touch cookie goes with each lead.
  const campaign = `black-friday-${Date.now() % 100_000}`;
  const landing = await request.get(`/?utm_source=instagram&utm_campaign=${campaign}`);
  expect(landing.status()).toBe(200);
  for (const slot of [1, 2, 3]) {
    const sent = await request.post("/api/leads/callback", {
      data: {
        name: "Dora Painel",
        phone: "(27) 3344-7788",
        cep: "29101-010",
        houseNumber: "10",
        period: "morning",
        planId: 1,
        planName: plan,
        offerCode: "",
        cityName: "Vila Velha - ES",
        website: "",
      },
      headers: { origin: baseURL!, "X-Forwarded-For": `198.18.57.${(Date.now() + slot) % 250}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  const seller = await newStaffMember(adminApi, request, "comercial");
  const context = await personBrowser(browser, { viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await open(page, "/auth");
  await page.getByLabel("E-mail").fill(seller.email);
  await page.getByLabel("Senha").fill(seller.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/intranet\/painel$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const menu = page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link");
  await expect(menu.first()).toHaveText("Painel");

  await expect(page.getByRole("heading", { name: "Painel", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Últimos 30 dias" })).toHaveAttribute("aria-current", "page");
  const byPlan = page.getByRole("region", { name: "Contatos por plano" });
  await expect(
    byPlan.getByRole("table", { name: "Contatos por plano" }).getByRole("row", { name: `${plan} 3` }),
  ).toBeVisible();
  // The chart is drawn for the eye; a screen reader gets the table.
  await expect(byPlan.locator("[aria-hidden=true] svg").first()).toBeVisible();
  const byCampaign = page.getByRole("region", { name: "Contatos por campanha" });
  await expect(
    byCampaign
      .getByRole("table", { name: "Contatos por campanha" })
      .getByRole("row", { name: `${campaign} 3` }),
  ).toBeVisible();
  await expect(byCampaign.locator("[aria-hidden=true] svg").first()).toBeVisible();
  expect(await axeViolations(page, "Painel, light")).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await axeViolations(page, "Painel, dark", { colourOnly: true })).toEqual([]);

  // A phone without scripts: the tables are in the page, and the period links are plain links.
  const plain = await personBrowser(browser, {
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const phone = await plain.newPage();
  await phone.goto("/intranet/painel");
  await phone.getByRole("link", { name: "Últimos 7 dias" }).click();
  await expect(phone).toHaveURL(/\/intranet\/painel\?dias=7$/);
  await expect(phone.getByRole("link", { name: "Últimos 7 dias" })).toHaveAttribute("aria-current", "page");
  await expect(
    phone.getByRole("table", { name: "Contatos por plano" }).getByRole("row", { name: `${plan} 3` }),
  ).toBeVisible();
  await plain.close();
  await context.close();
});
