import { afterEach, describe, expect, it, vi } from "vitest";
import { CEP_RATE_LIMITED_MESSAGE } from "../../../domain";
import { CEP_INCOMPLETE_MESSAGE, CEP_LOOKUP_FAILED_MESSAGE, cepOutcome, lookUpCep } from "./cep-lookup";

afterEach(() => vi.unstubAllGlobals());

describe("cepOutcome", () => {
  it("chooses the city whose range holds the CEP", () => {
    expect(
      cepOutcome("29000-001", 200, { cep: "29000001", city: { id: 7, name: "Vitória", state: "ES" } }),
    ).toEqual({ kind: "covered", cityId: 7 });
  });

  it("offers 'Avise-me quando chegar' with the CEP written out when no city covers it", () => {
    expect(cepOutcome("01310100", 200, { cep: "01310100", city: null })).toEqual({
      kind: "uncovered",
      cep: "01310-100",
    });
  });

  it("suggests the one served town that shares the CEP's first five digits", () => {
    const body = { cep: "29100000", city: null, suggestion: { id: 9, name: "Vila Velha", state: "ES" } };
    expect(cepOutcome("29100000", 200, body)).toEqual({ kind: "suggested", cep: "29100-000", cityId: 9 });
    expect(cepOutcome("01310100", 200, { cep: "01310100", city: null, suggestion: null })).toEqual({
      kind: "uncovered",
      cep: "01310-100",
    });
  });

  it("words a refusal, the limit and any other failure for the visitor", () => {
    expect(cepOutcome("2900", 400, { error: {} })).toEqual({
      kind: "error",
      message: CEP_INCOMPLETE_MESSAGE,
    });
    expect(cepOutcome("29000001", 429, { error: {} })).toEqual({
      kind: "error",
      message: CEP_RATE_LIMITED_MESSAGE,
    });
    expect(cepOutcome("29000001", 503, null)).toEqual({ kind: "error", message: CEP_LOOKUP_FAILED_MESSAGE });
    expect(cepOutcome("29000001", 200, "<html>")).toEqual({
      kind: "error",
      message: CEP_LOOKUP_FAILED_MESSAGE,
    });
  });
});

describe("lookUpCep", () => {
  it("refuses a CEP that is not 8 digits without asking the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await lookUpCep("29000-00")).toEqual({ kind: "error", message: CEP_INCOMPLETE_MESSAGE });
    expect(await lookUpCep("abc")).toEqual({ kind: "error", message: CEP_INCOMPLETE_MESSAGE });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks for the CEP's 8 digits", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ cep: "29100000", city: null }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetch);
    expect(await lookUpCep("29.100-000")).toEqual({ kind: "uncovered", cep: "29100-000" });
    expect(fetch).toHaveBeenCalledWith("/api/cep/29100000", expect.anything());
  });

  it("says the lookup failed when the network does", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    expect(await lookUpCep("29000001")).toEqual({ kind: "error", message: CEP_LOOKUP_FAILED_MESSAGE });
  });
});
