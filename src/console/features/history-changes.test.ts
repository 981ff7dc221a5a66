import { describe, expect, it } from "vitest";
import type { AuditEntry, AuditNames } from "../../domain";
import { describeChanges, importLines, recordName } from "./history-changes";

const names: AuditNames = {
  plans: { 7: "Fibra 600 Mega" },
  businessPlans: {},
  cities: { 3: "Vitória - ES" },
};

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actorId: "u1",
  actorEmail: "equipe@example.com",
  action: "update",
  entity: "plans",
  entityId: "7",
  before: null,
  after: null,
  createdAt: "2026-11-23T12:00:00.000Z",
  ...overrides,
});

const plan = {
  id: 7,
  name: "Fibra 600 Mega",
  downloadMbps: 600,
  uploadMbps: 300,
  price: 89.9,
  salesStartsOn: "2026-01-01",
  salesEndsOn: null,
  equipmentProvision: "comodato",
  type: "Internet",
  streamings: ["Max"],
  cameraCount: 0,
  badge: null,
  isActive: true,
  createdAt: "2026-11-01T12:00:00.000Z",
  updatedAt: "2026-11-01T12:00:00.000Z",
};

describe("the Histórico's view of an entry", () => {
  it("a price change reads 'Preço: R$ 89,90 → R$ 90,90', with the plan's name and nothing that did not change", () => {
    const change = entry({
      before: plan,
      after: { ...plan, price: 90.9, updatedAt: "2026-11-23T12:00:00.000Z" },
    });
    expect(recordName(change, names)).toBe("Fibra 600 Mega");
    expect(describeChanges(change, names)).toEqual([
      { label: "Preço mensal", before: "R$ 89,90", after: "R$ 90,90" },
    ]);
  });

  it("booleans read Sim/Não and lists are joined", () => {
    const change = entry({
      action: "status",
      before: plan,
      after: { ...plan, isActive: false, streamings: ["Max", "Looke"] },
    });
    expect(describeChanges(change, names)).toEqual([
      { label: "Aplicativos incluídos", before: "Max", after: "Max, Looke" },
      { label: "Ativo", before: "Sim", after: "Não" },
    ]);
  });

  it("an offer's fields read as the plan form names and shows them", () => {
    const change = entry({
      before: plan,
      after: {
        ...plan,
        uploadMbps: 600,
        promoPrice: 69.9,
        promoMonths: 3,
        equipmentProvision: "locacao",
        salesEndsOn: "2026-12-31",
      },
    });
    expect(describeChanges(change, names)).toEqual([
      { label: "Velocidade de upload", before: "300 Mega", after: "600 Mega" },
      {
        label: "Fornecimento do equipamento",
        before: "Comodato (emprestado)",
        after: "Locação (alugado)",
      },
      { label: "Preço promocional", after: "R$ 69,90" },
      { label: "Meses com preço promocional", after: "3 meses" },
      { label: "Fim das vendas", before: "—", after: "31/12/2026" },
    ]);
  });

  it("an entry from before the offer model still shows its speed text", () => {
    const change = entry({
      before: { name: "Fibra", speed: "500 Mb/s" },
      after: { name: "Fibra", speed: "600 Mb/s" },
    });
    expect(describeChanges(change, names)).toEqual([
      { label: "Velocidade", before: "500 Mb/s", after: "600 Mb/s" },
    ]);
  });

  it("an association is named by its plan and city, a deleted plan by its number", () => {
    const association = { id: 9, planId: 7, cityId: 3, isActive: true };
    expect(recordName(entry({ entity: "plan_cities", action: "create", after: association }), names)).toBe(
      "Fibra 600 Mega em Vitória - ES",
    );
    const orphan = entry({ entity: "plan_cities", action: "delete", before: { ...association, planId: 8 } });
    expect(recordName(orphan, names)).toBe("Plano nº 8 (removido) em Vitória - ES");
  });

  it("a city's own price shows as 'Preço nesta cidade', the plan's price as '—'", () => {
    const pair = {
      id: 9,
      planId: 7,
      cityId: 3,
      isActive: true,
      price: null,
      promoPrice: null,
      promoMonths: null,
    };
    const change = entry({
      entity: "plan_cities",
      action: "update",
      before: pair,
      after: { ...pair, price: 89.9, promoPrice: 69.9, promoMonths: 6 },
    });
    expect(describeChanges(change, names)).toEqual([
      { label: "Preço nesta cidade", before: "—", after: "R$ 89,90" },
      { label: "Preço promocional nesta cidade", before: "—", after: "R$ 69,90" },
      { label: "Meses com preço promocional", before: "—", after: "6" },
    ]);
  });

  it("a spreadsheet import is one entry: 'N alterações', its changes as the preview said them; its undo counts them", () => {
    const imported = entry({
      action: "import",
      entity: "plan_cities",
      entityId: null,
      before: { pairs: [{ id: 1, planId: 7, cityId: 3, price: null }] },
      after: {
        planIds: [7],
        cityIds: [3, 4],
        changes: ["Vitória: Fibra 600 Mega R$ 99,90 → R$ 89,90", "Serra: passa a vender Fibra 600 Mega"],
        pairs: [
          { id: 1, planId: 7, cityId: 3, price: 89.9 },
          { id: 2, planId: 7, cityId: 4, price: null },
        ],
      },
    });
    expect(recordName(imported, names)).toBe("2 alterações");
    expect(importLines(imported)).toEqual([
      "Vitória: Fibra 600 Mega R$ 99,90 → R$ 89,90",
      "Serra: passa a vender Fibra 600 Mega",
    ]);
    const undone = entry({
      action: "import_undo",
      entity: "plan_cities",
      entityId: "12",
      after: { planIds: [7], cityIds: [3], undone: 1, importedAt: "2026-11-23T12:00:00.000Z", pairs: [] },
    });
    expect(recordName(undone, names)).toBe("1 alteração");
    expect(importLines(undone)).toEqual(["Desfaz a importação de 23/11 às 09:00: 1 alteração"]);
    expect(describeChanges(undone, names)).toEqual([]);
  });

  it("a staff account's resets and two-factor changes are named by its e-mail, not its id", () => {
    const reset = { entity: "staff", entityId: "0DlGXJ5bAXxYfuq4", after: { email: "ana@example.com" } };
    expect(recordName(entry({ ...reset, action: "two_factor_enabled" }), names)).toBe("ana@example.com");
    expect(recordName(entry({ ...reset, action: "session_end", after: null }), names)).toBe(
      "nº 0DlGXJ5bAXxYfuq4",
    );
  });

  it("a creation lists the values it was made with, never ids or versions", () => {
    const created = entry({
      action: "create",
      entity: "cities",
      after: { id: 4, name: "Serra", state: "ES", isActive: true, createdAt: "x", updatedAt: "x" },
    });
    expect(recordName(created, names)).toBe("Serra - ES");
    expect(describeChanges(created, names)).toEqual([
      { label: "Nome", after: "Serra" },
      { label: "Estado", after: "ES" },
      { label: "Ativa", after: "Sim" },
    ]);
  });

  it("site settings use the labels of the Configurações form", () => {
    const change = entry({
      entity: "site_settings",
      entityId: "1",
      before: { salesEmail: "a@example.com", companyName: "Rede" },
      after: { salesEmail: "b@example.com", companyName: "Rede" },
    });
    expect(describeChanges(change, names)).toEqual([
      { label: "E-mail de vendas", before: "a@example.com", after: "b@example.com" },
    ]);
  });

  it("an account's role and switch read as the Equipe tab says them", () => {
    const role = entry({
      entity: "staff",
      entityId: "u2",
      before: { role: "comercial" },
      after: { role: "administrador" },
    });
    expect(describeChanges(role, names)).toEqual([
      { label: "Perfil", before: "Comercial", after: "Administrador" },
    ]);
    const disabled = entry({
      action: "status",
      entity: "staff",
      entityId: "u2",
      before: { disabled: false },
      after: { disabled: true },
    });
    expect(describeChanges(disabled, names)).toEqual([{ label: "Conta ativa", before: "Sim", after: "Não" }]);
    const created = entry({
      action: "create",
      entity: "staff",
      entityId: "u3",
      after: { name: "Ana", email: "ana@example.com", role: "marketing" },
    });
    expect(recordName(created, names)).toBe("Ana");
    expect(describeChanges(created, names)).toEqual([
      { label: "Nome", after: "Ana" },
      { label: "E-mail", after: "ana@example.com" },
      { label: "Perfil", after: "Marketing" },
    ]);
  });

  it("a seller's 'Avisos' read as the dialog says them, the cities by name", () => {
    const alerts = entry({
      entity: "staff",
      entityId: "u4",
      before: { alertEmail: true, alertWhatsapp: "", alertCities: [] },
      after: {
        alertEmail: false,
        alertWhatsapp: "5527999990001",
        alertCities: ["Vitória - ES", "Serra - ES"],
      },
    });
    expect(describeChanges(alerts, names)).toEqual([
      { label: "Avisar por e-mail", before: "Sim", after: "Não" },
      { label: "WhatsApp dos avisos", before: "—", after: "5527999990001" },
      { label: "Cidades do vendedor", before: "—", after: "Vitória - ES, Serra - ES" },
    ]);
  });
});
