// The plan × city matrix as a spreadsheet (issue 37, point 2; decision 0040): an export imported back
// changes nothing; Excel's flavours are read; the preview names every change and every refused row in
// pt-BR; the import is one audited transaction, refused (409) when the matrix changed since the preview.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPlan, AdminPlanCity } from "../../../domain";
import type { MatrixImportPreview } from "../../../domain/schemas";
import { businessPlanInput, cityInput, planInput } from "../../testing/factories";
import {
  adminApi,
  createTestServer,
  errorOf,
  staffCookie,
  staffCookieFor,
  type TestServer,
} from "../../testing/test-server";

let server: TestServer;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  server = await createTestServer();
  api = adminApi(server, await staffCookie(server));
});
afterAll(() => server.close());

const links = () => api["plan-cities"];
const newCity = async (name: string) =>
  (await (await api.cities.$post({ json: cityInput({ name, state: "ES" }) })).json()).city;
const newPlan = async (name: string, price = "99,90") => {
  const response = await api.plans.$post({
    json: planInput({ name, price, promoPrice: "", promoMonths: "" }),
  });
  expect(response.status).toBe(201);
  return (await response.json()).plan as AdminPlan;
};
const sell = async (planId: number, cityId: number) =>
  (await (await links().$post({ json: { planId, cityId } })).json()).planCity as AdminPlanCity;
const exportCsv = async () => {
  const response = await links().export.$post();
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/csv");
  return new Uint8Array(await response.arrayBuffer());
};
const base64 = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes).toString("base64");
const preview = async (file: string) => {
  const response = await links().import.preview.$post({ json: { file } });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return ((await response.json()) as { preview: MatrixImportPreview }).preview;
};
const history = async (entity = "plan_cities") =>
  (await (await api["audit-log"].$get({ query: { entity } })).json()).audit;
/** The matrix's imports in the Histórico, newest first. */
const importEntries = async (entity = "plan_cities") =>
  (await history(entity)).entries.filter((entry) => entry.action === "import");
const importFile = async (lines: string[]) => {
  const file = base64(
    ["Plano;Cidade;UF;Ativo;Preço;Preço promocional;Meses promocionais", ...lines].join("\r\n"),
  );
  const shown = await preview(file);
  const applied = await links().import.$post({ json: { file, token: shown.token } });
  expect(applied.status, JSON.stringify(await applied.clone().json())).toBe(200);
  return shown;
};
const undo = async (entryId: number, expectedUpdatedAt: string) =>
  api["audit-log"][":id"].restore.$post({ param: { id: String(entryId) }, json: { expectedUpdatedAt } });
/** The Histórico's version of an entry it offers to undo (absent when it offers none). */
const versionOf = async (entryId: number, entity = "plan_cities") =>
  (await history(entity)).restorable[entryId];

/** Windows-1252, as Excel saves 'CSV (separado por vírgulas)' on a pt-BR Windows. */
const windows1252 = (text: string) =>
  Uint8Array.from([...text].map((char) => (char.charCodeAt(0) < 256 ? char.charCodeAt(0) : 63)));

describe("export and import", () => {
  it("exports every pair as Excel reads it, and importing the export back changes nothing", async () => {
    const plan = await newPlan("=1+1 Fibra Planilha");
    const city = await newCity("Planilhópolis");
    const other = await newCity("Outra Planilha");
    const pair = await sell(plan.id, city.id);
    await sell(plan.id, other.id);
    await links()[":id"].price.$patch({
      param: { id: String(pair.id) },
      json: { price: "89,90", promoPrice: "69,90", promoMonths: "6", expectedUpdatedAt: pair.updatedAt },
    });
    const bytes = await exportCsv();
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(
      text.startsWith("\uFEFFPlano;Cidade;UF;Ativo;Preço;Preço promocional;Meses promocionais\r\n"),
    ).toBe(true);
    // A name that would start a formula is defused; prices have a decimal comma (quoted, for a
    // spreadsheet whose list separator is ',').
    expect(text).toContain(`'=1+1 Fibra Planilha;Planilhópolis;ES;sim;"89,90";"69,90";6\r\n`);
    expect(text).toContain(`'=1+1 Fibra Planilha;Outra Planilha;ES;sim;"99,90";;\r\n`);

    // The whole matrix, the demo's pairs included, comes back as it is.
    const back = await preview(base64(bytes));
    expect(back.changes).toEqual([]);
    expect(back.refused).toEqual([]);
    const imports = (await importEntries()).length;
    const applied = await links().import.$post({ json: { file: base64(bytes), token: back.token } });
    expect((await applied.json()) as unknown).toEqual({ result: { created: 0, updated: 0, refused: 0 } });
    // Nothing written, nothing in the Histórico; the variant's offer stays as it was.
    expect(await importEntries()).toHaveLength(imports);
    const versions = (await (await api.plans[":id"].versions.$get({ param: { id: String(plan.id) } })).json())
      .versions;
    expect(versions.map((row) => [row.code, row.endedAt === null])).toEqual(
      expect.arrayContaining([
        [`RIT-P${plan.id}-V1`, true],
        [`RIT-P${plan.id}-R8990P6990M6-V1`, true],
      ]),
    );
    expect(versions).toHaveLength(2);
  });

  it("reads Windows-1252 with ';' and decimal comma, previews each change in pt-BR, and applies them as previewed", async () => {
    const fibra = await newPlan("Fibra Importada");
    const giga = await newPlan("Giga Importado", "149,90");
    const vila = await newCity("Vila Importação");
    const aimores = await newCity("Aimorés Importação");
    await sell(fibra.id, vila.id);
    const file = base64(
      windows1252(
        [
          "Plano;Cidade;UF;Ativo;Preço;Preço promocional;Meses promocionais",
          "Fibra Importada;Vila Importação;ES;sim;89,90;;",
          "Giga Importado;Aimorés Importação;es;Sim;149,90;;",
          "Fibra Importada;Cidade Inexistente;ES;sim;99,90;;",
          "Giga Importado;Vila Importação;ES;talvez;149,90;;",
          "Giga Importado;Vila Importação;ES;sim;abc;;",
          "Fibra Importada;Aimorés Importação;ES;não;79,90;89,90;3",
        ].join("\r\n"),
      ),
    );
    const shown = await preview(file);
    expect(shown.changes).toEqual([
      { line: 2, text: "Vila Importação: Fibra Importada R$ 99,90 → R$ 89,90" },
      { line: 3, text: "Aimorés Importação: passa a vender Giga Importado" },
    ]);
    expect(shown.refused).toEqual([
      { line: 4, reason: "Cidade Cidade Inexistente - ES não encontrada." },
      { line: 5, reason: "Ativo deve ser sim ou não (linha com talvez)." },
      { line: 6, reason: "Preço nesta cidade deve ser um número válido (ex.: 89,90)" },
      { line: 7, reason: "O preço promocional deve ser menor que o preço nesta cidade" },
    ]);
    const applied = await links().import.$post({ json: { file, token: shown.token } });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ result: { created: 1, updated: 1, refused: 4 } });
    const page = await server.catalogue.cityPlans(vila.id);
    expect(page?.plans.find((row) => row.id === fibra.id)).toMatchObject({
      price: 89.9,
      offerCode: `RIT-P${fibra.id}-R8990-V1`,
    });
    expect((await server.catalogue.cityPlans(aimores.id))?.plans.map((row) => row.id)).toContain(giga.id);
    // The import is one entry in the Histórico, its changes as the preview said them.
    const entry = (await importEntries())[0]!;
    expect(entry.after).toMatchObject({
      created: 1,
      updated: 1,
      refused: 4,
      changes: shown.changes.map((change) => change.text),
    });
  });

  it("refuses the import (409) when the matrix changed since the preview, and writes nothing", async () => {
    const plan = await newPlan("Fibra Concorrida");
    const city = await newCity("Corrida Planilha");
    const pair = await sell(plan.id, city.id);
    const file = base64(
      `Plano,Cidade,UF,Ativo,Preço\r\nFibra Concorrida,Corrida Planilha,ES,sim,"79,90"\r\n`,
    );
    const shown = await preview(file);
    expect(shown.changes).toEqual([
      { line: 2, text: "Corrida Planilha: Fibra Concorrida R$ 99,90 → R$ 79,90" },
    ]);
    await links()[":id"].status.$patch({
      param: { id: String(pair.id) },
      json: { isActive: false, expectedUpdatedAt: pair.updatedAt },
    });
    const late = await links().import.$post({ json: { file, token: shown.token } });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toMatch(/^A matriz mudou desde a pré-visualização/);
    expect(
      (await server.catalogue.cityPlans(city.id))?.plans.find((row) => row.id === plan.id),
    ).toBeUndefined();
  });

  it("a file without the columns is refused in pt-BR", async () => {
    const response = await links().import.preview.$post({ json: { file: base64("nome,valor\r\nx,1\r\n") } });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toMatch(
      /^O arquivo não tem as colunas Plano;Cidade;UF;Ativo;Preço/,
    );
  });

  it("a file of more rows than the matrix can have is refused in pt-BR; a long cell is quoted short", async () => {
    // The probe's file (issue 55, L-CSV): 40,000 rows of plans no one sells, 1.66 MB.
    const rows = Array.from({ length: 40_000 }, (_, i) => `Plano ${i};Cidade ${i};ES;sim;99,90;;`);
    const response = await links().import.preview.$post({
      json: {
        file: base64(
          ["Plano;Cidade;UF;Ativo;Preço;Preço promocional;Meses promocionais", ...rows].join("\n"),
        ),
      },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toMatch(
      /^O arquivo tem [\d.]+ linhas ou mais, além do que esta matriz pode ter \([\d.]+: um par de plano e cidade por linha\)\. Confira se é a planilha certa; nada foi lido\.$/,
    );
    const long = await preview(
      base64(`Plano;Cidade;UF;Ativo;Preço\n"${"x".repeat(100_000)}";Serra;ES;sim;99,90\n`),
    );
    expect(long.refused).toEqual([{ line: 2, reason: `Plano ${"x".repeat(60)}… não encontrado.` }]);
  });

  it("1,000 rows with errors in a tenth of them: 900 changes and 100 refusals with their reasons, then applied", async () => {
    const planNames = Array.from({ length: 10 }, (_, i) => `Plano Mil ${i}`);
    for (const name of planNames) await newPlan(name);
    const cityNames: string[] = [];
    for (let i = 0; i < 100; i++) {
      const name = `Cidade Mil ${String(i).padStart(3, "0")}`;
      await newCity(name);
      cityNames.push(name);
    }
    const lines = ["Plano;Cidade;UF;Ativo;Preço;Preço promocional;Meses promocionais"];
    for (let i = 0; i < 1000; i++) {
      const plan = planNames[i % 10]!;
      const city = cityNames[Math.floor(i / 10)]!;
      if (i % 10 === 3) lines.push(`${plan};${city};ES;sim;R$ noventa;;`);
      else lines.push(`${plan};${city};ES;${i % 2 ? "sim" : "não"};${i % 4 === 0 ? "89,90" : "99,90"};;`);
    }
    const file = base64(`\uFEFF${lines.join("\r\n")}\r\n`);
    const shown = await preview(file);
    expect(shown.rows).toBe(1000);
    expect(shown.changes).toHaveLength(900);
    expect(shown.refused).toHaveLength(100);
    expect(shown.refused[0]).toEqual({
      line: 5,
      reason: "Preço nesta cidade deve ser um número válido (ex.: 89,90)",
    });
    const applied = await links().import.$post({ json: { file, token: shown.token } });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ result: { created: 900, updated: 0, refused: 100 } });
    // Imported again, the same file changes nothing more.
    const again = await preview(file);
    expect(again.changes).toEqual([]);
    expect(again.refused).toHaveLength(100);
    // One step undoes the 900: the same file then previews the same 900 changes again.
    const [entry] = await importEntries();
    expect(entry?.after).toMatchObject({ created: 900, updated: 0, refused: 100 });
    const undone = await undo(entry!.id, (await versionOf(entry!.id))!);
    expect(undone.status, JSON.stringify(await undone.clone().json())).toBe(200);
    expect((await preview(file)).changes).toHaveLength(900);
  }, 120_000);
});

describe("'Desfazer importação' in the Histórico", () => {
  const cityPlan = async (cityId: number, planId: number) =>
    (await server.catalogue.cityPlans(cityId))?.plans.find((row) => row.id === planId);
  const versionsOf = async (plan: { id: number }) =>
    (await (await api.plans[":id"].versions.$get({ param: { id: String(plan.id) } })).json()).versions;

  it("undoes every change of an import at once: a price back (its variant closed), a pair created gone to the Lixeira, a switch back on", async () => {
    const plan = await newPlan("Fibra Desfeita");
    const vila = await newCity("Vila Desfeita");
    const serra = await newCity("Serra Desfeita");
    const nova = await newCity("Nova Desfeita");
    await sell(plan.id, vila.id);
    await sell(plan.id, serra.id);
    const shown = await importFile([
      "Fibra Desfeita;Vila Desfeita;ES;sim;89,90;;",
      "Fibra Desfeita;Serra Desfeita;ES;não;99,90;;",
      "Fibra Desfeita;Nova Desfeita;ES;sim;79,90;69,90;3",
    ]);
    expect(shown.changes.map((change) => change.text)).toEqual([
      "Vila Desfeita: Fibra Desfeita R$ 99,90 → R$ 89,90",
      "Serra Desfeita: deixa de vender Fibra Desfeita",
      "Nova Desfeita: passa a vender Fibra Desfeita por R$ 79,90 (R$ 69,90 por 3 meses)",
    ]);
    expect(await cityPlan(vila.id, plan.id)).toMatchObject({
      price: 89.9,
      offerCode: `RIT-P${plan.id}-R8990-V1`,
    });

    // One entry for the whole import, offered for undoing.
    const [entry] = await importEntries();
    expect(entry).toMatchObject({ action: "import", entity: "plan_cities", entityId: null });
    expect((entry!.after as { pairs: unknown[] }).pairs).toHaveLength(3);
    const version = await versionOf(entry!.id);
    expect(version).toEqual(expect.any(String));

    const undone = await undo(entry!.id, version!);
    expect(undone.status, JSON.stringify(await undone.clone().json())).toBe(200);
    expect(await cityPlan(vila.id, plan.id)).toMatchObject({ price: 99.9, offerCode: `RIT-P${plan.id}-V1` });
    expect(await cityPlan(serra.id, plan.id)).toMatchObject({ price: 99.9 });
    expect(await cityPlan(nova.id, plan.id)).toBeUndefined();
    // Each price's offer follows, as after a change in the matrix: the variants closed, their cities kept.
    const versions = await versionsOf(plan);
    expect(versions.find((row) => row.variant === "R8990")).toMatchObject({
      endReason: "changed",
      cities: [{ id: vila.id }],
    });
    expect(versions.find((row) => row.variant === "R7990P6990M3")).toMatchObject({
      endReason: "changed",
      cities: [{ id: nova.id }],
    });
    expect(versions.filter((row) => row.endedAt === null).map((row) => row.variant)).toEqual([""]);
    // The pair the import created is in the Lixeira, as a pair removed in the matrix.
    const trash = (await (await api.trash.$get()).json()).items;
    expect(trash.map((item) => item.label)).toContain("Fibra Desfeita em Nova Desfeita - ES");
    // The undo is one entry too, naming the import; the import is offered no more, and refused again.
    const audit = await history();
    const undoEntry = audit.entries.find((row) => row.action === "import_undo")!;
    expect(undoEntry).toMatchObject({ entityId: String(entry!.id), after: { undone: 3, removed: 1 } });
    expect(audit.restorable[entry!.id]).toBeUndefined();
    expect(audit.restorable[undoEntry.id]).toBeUndefined();
    const again = await undo(entry!.id, version!);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("Esta importação já foi desfeita.");
  });

  it("is refused (409), naming the cell, when a pair of the import changed since; nothing is undone", async () => {
    const plan = await newPlan("Fibra Mexida");
    const vila = await newCity("Vila Mexida");
    const serra = await newCity("Serra Mexida");
    await sell(plan.id, vila.id);
    await sell(plan.id, serra.id);
    await importFile(["Fibra Mexida;Vila Mexida;ES;sim;89,90;;", "Fibra Mexida;Serra Mexida;ES;sim;84,90;;"]);
    const [entry] = await importEntries();
    const version = (await versionOf(entry!.id))!;
    const serraPair = (await (await links().$get()).json()).planCities.find(
      (row) => row.planId === plan.id && row.cityId === serra.id,
    )!;
    const changed = await links()[":id"].price.$patch({
      param: { id: String(serraPair.id) },
      json: { price: "79,90", promoPrice: null, promoMonths: null, expectedUpdatedAt: serraPair.updatedAt },
    });
    expect(changed.status).toBe(200);

    const refused = await undo(entry!.id, (await versionOf(entry!.id))!);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      "Não é possível desfazer a importação: este par mudou depois dela (Fibra Mexida em Serra Mexida - ES). Altere-os na matriz; nada foi desfeito.",
    );
    expect(await cityPlan(vila.id, plan.id)).toMatchObject({ price: 89.9 });
    expect(await cityPlan(serra.id, plan.id)).toMatchObject({ price: 79.9 });
    // The version the Histórico showed before that change is refused as any stale record.
    expect(version).not.toBe(await versionOf(entry!.id));
  });

  it("a price put back that the plan now has itself is no price of the city's own, as in the price dialog", async () => {
    const plan = await newPlan("Fibra Alcançada");
    const vila = await newCity("Vila Alcançada");
    const pair = await sell(plan.id, vila.id);
    await links()[":id"].price.$patch({
      param: { id: String(pair.id) },
      json: { price: "89,90", promoPrice: null, promoMonths: null, expectedUpdatedAt: pair.updatedAt },
    });
    await importFile(["Fibra Alcançada;Vila Alcançada;ES;sim;79,90;;"]);
    const edited = await api.plans[":id"].$put({
      param: { id: String(plan.id) },
      json: {
        ...planInput({ name: "Fibra Alcançada", price: "89,90", promoPrice: "", promoMonths: "" }),
        expectedUpdatedAt: plan.updatedAt,
      },
    });
    expect(edited.status).toBe(200);
    const [entry] = await importEntries();
    expect((await undo(entry!.id, (await versionOf(entry!.id))!)).status).toBe(200);
    const back = (await (await links().$get()).json()).planCities.find((row) => row.id === pair.id)!;
    expect(back).toMatchObject({ price: null, promoPrice: null, promoMonths: null });
    expect(await cityPlan(vila.id, plan.id)).toMatchObject({ price: 89.9, offerCode: `RIT-P${plan.id}-V2` });
  });

  it("is refused (409) when the Histórico showed an older version of the pairs", async () => {
    const plan = await newPlan("Fibra Versão");
    const vila = await newCity("Vila Versão");
    await sell(plan.id, vila.id);
    await importFile(["Fibra Versão;Vila Versão;ES;sim;89,90;;"]);
    const [entry] = await importEntries();
    const stale = await undo(entry!.id, "2020-01-01T00:00:00.000Z");
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe("stale_record");
    expect(await cityPlan(vila.id, plan.id)).toMatchObject({ price: 89.9 });
  });

  it("only an administrador undoes an import (the Histórico's role), as the server checks", async () => {
    const plan = await newPlan("Fibra Papel");
    const vila = await newCity("Vila Papel");
    await sell(plan.id, vila.id);
    await importFile(["Fibra Papel;Vila Papel;ES;sim;89,90;;"]);
    const [entry] = await importEntries();
    const version = (await versionOf(entry!.id))!;
    for (const role of ["comercial", "marketing", "atendimento"] as const) {
      const other = adminApi(server, await staffCookieFor(server, role));
      const response = await other["audit-log"][":id"].restore.$post({
        param: { id: String(entry!.id) },
        json: { expectedUpdatedAt: version },
      });
      expect(response.status, role).toBe(403);
    }
    expect(await cityPlan(vila.id, plan.id)).toMatchObject({ price: 89.9 });
    expect((await undo(entry!.id, version)).status).toBe(200);
    expect(await cityPlan(vila.id, plan.id)).toMatchObject({ price: 99.9 });
  });

  it("a business plan's import is undone the same way", async () => {
    const created = await api["business-plans"].$post({
      json: businessPlanInput({ name: "Empresa Desfeita", price: "199,90", promoPrice: "", promoMonths: "" }),
    });
    expect(created.status).toBe(201);
    const plan = (await created.json()).businessPlan;
    const vila = await newCity("Vila Empresa Desfeita");
    const file = base64(
      `Plano;Cidade;UF;Ativo;Preço\r\nEmpresa Desfeita;Vila Empresa Desfeita;ES;sim;"179,90"\r\n`,
    );
    const business = api["business-plan-cities"];
    const shown = (
      (await (await business.import.preview.$post({ json: { file } })).json()) as {
        preview: MatrixImportPreview;
      }
    ).preview;
    expect((await business.import.$post({ json: { file, token: shown.token } })).status).toBe(200);
    const [entry] = await importEntries("business_plan_cities");
    expect(entry!.after).toMatchObject({ businessPlanIds: [plan.id], cityIds: [vila.id] });
    const undone = await undo(entry!.id, (await versionOf(entry!.id, "business_plan_cities"))!);
    expect(undone.status, JSON.stringify(await undone.clone().json())).toBe(200);
    const pairs = (await (await business.$get()).json()).businessPlanCities;
    expect(pairs.filter((row) => row.businessPlanId === plan.id)).toEqual([]);
  });
});
