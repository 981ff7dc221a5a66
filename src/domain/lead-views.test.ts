import { describe, expect, it } from "vitest";
import { isInLeadView, LEAD_VIEW_LABELS, LEAD_VIEWS } from "./lead-console";

describe("Contatos' quick views (issue 68: 'Novos hoje' beside 'Hoje')", () => {
  const lead = { followUpOn: null, status: "new" as const, assigneeId: null };

  it("'Novos hoje' holds the leads that arrived on Brasília's day, whatever became of them", () => {
    expect(LEAD_VIEWS.slice(0, 2).map((view) => LEAD_VIEW_LABELS[view])).toEqual(["Novos hoje", "Hoje"]);
    // 01:30 UTC on the 29th is still the 28th in Brasília.
    expect(isInLeadView({ ...lead, createdAt: "2026-11-29T01:30:00Z" }, "new_today", "2026-11-28")).toBe(
      true,
    );
    expect(isInLeadView({ ...lead, createdAt: "2026-11-28T02:59:00Z" }, "new_today", "2026-11-28")).toBe(
      false,
    );
    expect(
      isInLeadView(
        { ...lead, status: "converted", createdAt: "2026-11-28T15:00:00Z" },
        "new_today",
        "2026-11-28",
      ),
    ).toBe(true);
    // 'Hoje' stays the call-backs due today.
    expect(isInLeadView({ ...lead, createdAt: "2026-11-28T15:00:00Z" }, "today", "2026-11-28")).toBe(false);
    expect(isInLeadView({ ...lead, followUpOn: "2026-11-28" }, "today", "2026-11-28")).toBe(true);
  });
});
