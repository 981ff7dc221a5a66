// Migrations 0026 (decision 0045) and 0037 (decision 0080): the cookies page and the privacy policy of an install from before said
// the chosen city was not kept on the device; the sentence as shipped becomes today's, an edited one stays.
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../testing/database-template";
import { pages } from "./schema";

const OLD_COOKIES = "A cidade que você escolhe não é gravada: vale só durante a visita.";
const OLD_PRIVACY =
  "Fica apenas na memória da página durante a visita: não é gravada no seu aparelho nem nos nossos servidores, e por isso o site pergunta de novo a cada visita.";

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase("seeded");
});
afterAll(() => test.close());

const bodyOf = async (key: "cookies" | "politica-privacidade") =>
  (await test.database.db.select({ body: pages.body }).from(pages).where(eq(pages.key, key)))[0]!.body;

it("replaces the shipped sentence about the chosen city, and leaves a page whose staff rewrote it", async () => {
  const db = test.database.db;
  // An install from before: the cookies page as shipped, the privacy policy rewritten by its staff.
  const cookies = await bodyOf("cookies");
  const today = cookies.match(/A cidade que você escolhe[^\n]*/)![0];
  await db
    .update(pages)
    .set({ body: cookies.replace(today, OLD_COOKIES) })
    .where(eq(pages.key, "cookies"));
  const rewritten = `Texto próprio da empresa. ${OLD_PRIVACY.replace("memória", "memória do navegador")}`;
  await db.update(pages).set({ body: rewritten }).where(eq(pages.key, "politica-privacidade"));

  // 0026 wrote the sentence of its day; 0037 (issue 68) the one 'Lembrar minha cidade neste aparelho' made
  // true: an install from before both meets them in turn.
  for (const file of ["0026_visit_city_text.sql", "0037_privacy_processors.sql"]) {
    const migration = readFileSync(new URL(`./migrations/${file}`, import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
  }

  expect(await bodyOf("cookies")).toBe(cookies);
  expect(await bodyOf("cookies")).toContain("session storage");
  expect(await bodyOf("politica-privacidade")).toBe(rewritten);
});
