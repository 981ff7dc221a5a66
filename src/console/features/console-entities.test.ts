import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "../../domain";
import {
  AUDITED_ENTITIES,
  CONSOLE_TABS,
  ENTITY_DESCRIPTIONS,
  ENTITY_NAMES,
  LISTED_ENTITIES,
  sectionOf,
} from "../../domain/entities";
import routes from "../routes";
import { ENTITY_TEXTS } from "./entity-texts";
import { fieldLabels } from "./history-changes";
import { firstTabFor, tabsFor } from "./tabs";

// The console's lists come from the registry of entities (src/domain/entities.ts; issue 55, point 8): its
// menu, the Histórico's and the Lixeira's sections, the Histórico's field texts and every list's texts. An
// entity the registry names that any of them leaves out fails here (the server's registry test checks the
// registry against the server's entities and the schema's tables).

/** The console's pages under /intranet, from its route table. */
const intranetPaths = (): string[] => {
  const intranet = routes.find((entry) => entry.path === "intranet");
  return (intranet?.children ?? []).flatMap((child) => (child.path ? [child.path] : []));
};

describe("the console's lists, from the registry of entities", () => {
  it("has a tab in the menu for every entity with one, each a page of the console", () => {
    const tabbed = ENTITY_NAMES.flatMap((name) => {
      const tab = (ENTITY_DESCRIPTIONS[name] as { tab?: { path: string } }).tab;
      return tab ? [tab.path] : [];
    });
    expect(CONSOLE_TABS.map((tab) => tab.path)).toEqual(tabbed);
    expect(CONSOLE_TABS.map((tab) => tab.label)).toEqual([
      "Planos",
      "Cidades",
      "Planos por Cidade",
      "Planos Empresariais",
      "Planos Empresariais por Cidade",
      "Banners",
      "Banners Streaming",
      "Blog",
      "Páginas",
      "Streaming",
      "Indicações",
      "Contatos",
      "Status da rede",
      "Configurações",
      "Histórico",
      "Lixeira",
      "Equipe",
      "Contratações",
      "Solicitações",
      "Painel",
    ]);
    // Every page of the console but 'Minha conta' and 'Sair' (in the header) is a tab, and every tab a page.
    expect(intranetPaths().filter((path) => path !== "conta" && path !== "sair")).toEqual(
      CONSOLE_TABS.map((tab) => tab.path),
    );
  });

  it("opens each role on its first tab, and an administrador on all of them", () => {
    expect(tabsFor("administrador")).toHaveLength(CONSOLE_TABS.length);
    for (const role of STAFF_ROLES) expect(firstTabFor(role), role).toMatch(/^\/intranet\/[a-z-]+$/);
    // The Painel opens first for comercial and marketing (issue 57).
    expect(firstTabFor("marketing")).toBe("/intranet/painel");
    expect(firstTabFor("comercial")).toBe("/intranet/painel");
    expect(firstTabFor("atendimento")).toBe("/intranet/indicacoes");
  });

  it("names the Histórico's section and the fields of every entity the audit log keeps", () => {
    expect(AUDITED_ENTITIES.length).toBeGreaterThan(0);
    for (const entity of AUDITED_ENTITIES) {
      expect(sectionOf(entity), entity).not.toBe(entity);
      expect(fieldLabels(entity).length, `${entity}'s fields in history-changes.ts`).toBeGreaterThan(0);
    }
    expect(sectionOf("newsletter_subscribers")).toBe("Newsletter");
    expect(sectionOf("staff")).toBe("Equipe");
    // An entry of a name no version knows any more is shown as written, not dropped.
    expect(sectionOf("old_table")).toBe("old_table");
    expect(sectionOf("constructor")).toBe("constructor");
  });

  it("has the texts of every list the console shows", () => {
    for (const entity of LISTED_ENTITIES.records) {
      const texts = ENTITY_TEXTS[entity];
      expect(texts, entity).toMatchObject({
        added: expect.stringContaining("com sucesso"),
        addFailed: expect.stringMatching(/^Erro ao adicionar /),
      });
    }
    for (const entity of [...LISTED_ENTITIES.records, ...LISTED_ENTITIES.rows]) {
      const texts = ENTITY_TEXTS[entity];
      expect(texts.search, entity).toMatch(/^Buscar /);
      expect(texts.count(1, 2), entity).toMatch(/^1 de 2 /);
    }
    expect(Object.keys(ENTITY_TEXTS).sort()).toEqual(
      [...LISTED_ENTITIES.records, ...LISTED_ENTITIES.rows].sort(),
    );
  });
});
