import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, parseRecordId } from "./ids";

describe("parseRecordId", () => {
  it("reads plain positive decimal ids up to PostgreSQL's integer limit", () => {
    expect(parseRecordId("1")).toBe(1);
    expect(parseRecordId("12")).toBe(12);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it.each([
    "0",
    "-1",
    "+1",
    "012",
    "0x0C",
    "1e3",
    "1e10",
    "1.0",
    " 1",
    "1 ",
    "12abc",
    "2147483648",
    "99999999999",
    "Infinity",
    "NaN",
    "",
    "１２",
  ])("refuses %j", (text) => {
    expect(parseRecordId(text)).toBeUndefined();
  });

  it("refuses a missing parameter", () => {
    expect(parseRecordId(undefined)).toBeUndefined();
  });
});
