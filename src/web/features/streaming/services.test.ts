import { describe, expect, it } from "vitest";
import { STREAMING_SERVICES } from "./service-catalogue";
import { orderByInclusion } from "./services";

describe("orderByInclusion", () => {
  it("puts the services plans include first, matched as plans write them, each part in catalogue order", () => {
    const { included, others } = orderByInclusion(STREAMING_SERVICES, [
      "looke",
      "Max",
      "GLOBOPLAY",
      "Não existe",
    ]);
    expect(included.map((service) => service.id)).toEqual(["max", "globoplay", "looke"]);
    expect(others).toHaveLength(STREAMING_SERVICES.length - 3);
    expect(others[0]?.id).toBe("netflix");
    expect(others.map((service) => service.id)).not.toContain("looke");
  });

  it("keeps the whole catalogue, in order, when no plan includes any service", () => {
    expect(orderByInclusion(STREAMING_SERVICES, [])).toEqual({ included: [], others: STREAMING_SERVICES });
  });
});
