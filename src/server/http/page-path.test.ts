import { describe, expect, it } from "vitest";
import { pagePath } from "./page-path";

describe("pagePath", () => {
  it("maps React Router data URLs to their page, and leaves pages and API paths as they are", () => {
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/planos.data")).toBe("/planos");
    expect(pagePath("/intranet/planos.data")).toBe("/intranet/planos");
    expect(pagePath("/planos")).toBe("/planos");
    expect(pagePath("/api/admin/plans.data")).toBe("/api/admin/plans.data");
  });
});
