import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatClock } from "./camera-demo";

describe("formatClock", () => {
  it("writes the time as pt-BR's formatter does, for any moment of any year the demo can show", () => {
    const ptBR = new Intl.DateTimeFormat("pt-BR", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (date) => {
          expect(formatClock(date)).toBe(ptBR.format(date));
        },
      ),
    );
  });

  it("pads each part to two digits", () => {
    expect(formatClock(new Date(2026, 0, 5, 7, 3, 9))).toBe("05/01/2026, 07:03:09");
  });
});
