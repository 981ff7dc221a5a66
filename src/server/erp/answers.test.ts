import { describe, expect, it } from "vitest";
import { z } from "zod";
import { erpCents, erpList, erpRequiredText, erpRow, erpText, parseAnswer } from "./answers";
import { ErpError } from "./contract";

const invoice = erpRow({ id: erpRequiredText, valor: erpCents, obs: erpText });

describe("parseAnswer", () => {
  it("reads strings or numbers as text and amounts as cents, keeping fields it does not name", () => {
    const row = parseAnswer(invoice, { id: 7, valor: "119.9", obs: null, extra: true }, "fn_areceber");
    expect(row).toEqual({ id: "7", valor: 11990, obs: "", extra: true });
    // A field the ERP leaves out is read as a blank text, as null is.
    expect(parseAnswer(invoice, { id: "8", valor: 1 }, "fn_areceber")).toEqual({
      id: "8",
      valor: 100,
      obs: "",
    });
  });

  it("refuses a missing or odd field as a bad answer naming the answer and the path, not the value", () => {
    const list = erpRow({ registros: erpList(invoice) });
    let caught: unknown;
    try {
      parseAnswer(list, { registros: [{ id: "1", valor: "12,50 secret" }] }, "fn_areceber");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ErpError);
    expect((caught as ErpError).failure).toBe("bad_answer");
    expect((caught as ErpError).message).toBe("bad_answer: fn_areceber.registros.0.valor: custom");
    expect((caught as ErpError).message).not.toContain("secret");
    expect(() => parseAnswer(invoice, { id: "  ", valor: 1 }, "x")).toThrow("bad_answer: x.id");
  });

  it("reads a list given as an array, a lone row or nothing", () => {
    const list = erpList(z.object({ id: erpText }));
    expect(parseAnswer(list, [{ id: 1 }], "l")).toEqual([{ id: "1" }]);
    expect(parseAnswer(list, { id: 2 }, "l")).toEqual([{ id: "2" }]);
    expect(parseAnswer(list, undefined, "l")).toEqual([]);
  });
});
