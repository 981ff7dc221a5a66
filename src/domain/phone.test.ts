import { describe, expect, it } from "vitest";
import { formatBrazilianPhone } from "./phone";

describe("formatBrazilianPhone", () => {
  it("writes each kind of Brazilian number one way", () => {
    expect(formatBrazilianPhone("2730000000")).toBe("(27) 3000-0000");
    expect(formatBrazilianPhone("+55 (27) 99999-0000")).toBe("(27) 99999-0000");
    expect(formatBrazilianPhone("0800 123 4567")).toBe("0800 123 4567");
    expect(formatBrazilianPhone("03001234567")).toBe("0300 123 4567");
    expect(formatBrazilianPhone("4004-1234")).toBe("4004-1234");
  });

  it("refuses digits that make no Brazilian number", () => {
    for (const typed of ["3000-0000", "123", "0271234567", "2780000000", "27899990000", "0700 123 4567", ""])
      expect(formatBrazilianPhone(typed), typed).toBeUndefined();
  });
});
