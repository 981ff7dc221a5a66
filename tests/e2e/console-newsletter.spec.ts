import { expect, marketingConsole, test } from "./fixtures";
import { holdScripts } from "./helpers";

// The Blog tab's newsletter list (issue 39's stored newsletter): marketing exports it and erases an address
// someone asked to have erased.

test("marketing finds a subscriber, exports the list and erases the address for good", async ({
  browser,
  adminApi,
  request,
  baseURL,
}) => {
  const address = `assinante.${Date.now()}@exemplo.com.br`;
  const subscribed = await request.post("/api/newsletter", {
    data: { email: address },
    headers: { origin: baseURL!, "X-Forwarded-For": `203.0.113.${Date.now() % 200}` },
  });
  expect(subscribed.status()).toBe(201);

  const { context, page } = await marketingConsole(browser, adminApi, request);
  // The search is typed as the tab opens, before its scripts have run: once they run, it filters the list.
  const release = await holdScripts(page);
  await page.goto("/intranet/blog", { waitUntil: "commit" });
  const section = page.getByRole("region", { name: "Newsletter" });
  const search = section.getByRole("searchbox");
  await search.fill(address);
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(search).toHaveValue(address);
  await expect(section.getByTestId("newsletter-row")).toHaveCount(1);
  await expect(section.getByTestId("newsletter-row")).toContainText(address);

  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Exportar CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await expect(page.getByText("CSV exportado")).toBeVisible();

  await section.getByRole("button", { name: `Remover ${address}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remover inscrito" });
  await expect(dialog).toContainText(address);
  await dialog.getByRole("button", { name: "Remover" }).click();
  await expect(page.getByText("Inscrito removido com sucesso")).toBeVisible();
  await expect(section.getByTestId("newsletter-row")).toHaveCount(0);
  // The row is gone: the focus waits in the list's own search box, not at the top of the page.
  await expect(search).toBeFocused();
  const { subscribers } = await adminApi.get<{ subscribers: { email: string }[] }>("/newsletter");
  expect(subscribers.map((subscriber) => subscriber.email)).not.toContain(address);
  await context.close();
});
