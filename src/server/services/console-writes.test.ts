import { describe, expect, it } from "vitest";
import { checkVersion, isForeignKeyViolation, isUniqueViolation, ServiceError } from "./console-writes";

describe("isUniqueViolation", () => {
  const pgError = Object.assign(new Error("duplicate key value violates unique constraint"), {
    code: "23505",
    constraint: "plan_cities_plan_city_unique",
  });

  it("recognises pg's and PGlite's error, bare or wrapped in drizzle's query error", () => {
    expect(isUniqueViolation(pgError)).toBe(true);
    const wrapped = Object.assign(new Error("Failed query: insert into plan_cities"), { cause: pgError });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, "plan_cities_plan_city_unique")).toBe(true);
  });

  it("tells constraints and other errors apart", () => {
    expect(isUniqueViolation(pgError, "cities_name_state_unique")).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error("fk"), { code: "23503" }))).toBe(false);
    expect(isUniqueViolation(new Error("plain"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe("isForeignKeyViolation", () => {
  const fkError = Object.assign(new Error("insert or update violates foreign key constraint"), {
    code: "23503",
    constraint: "plan_cities_plan_id_plans_id_fk",
  });

  it("recognises pg's and PGlite's error, bare or wrapped, and no other", () => {
    expect(isForeignKeyViolation(fkError)).toBe(true);
    expect(isForeignKeyViolation(Object.assign(new Error("Failed query"), { cause: fkError }))).toBe(true);
    expect(isForeignKeyViolation(fkError, "plan_cities_city_id_cities_id_fk")).toBe(false);
    expect(isForeignKeyViolation(Object.assign(new Error("dup"), { code: "23505" }))).toBe(false);
    expect(isUniqueViolation(fkError)).toBe(false);
  });
});

describe("checkVersion", () => {
  const notFound = () => new ServiceError(404, "x_not_found", "Não encontrado.");
  const row = { updatedAt: new Date("2026-11-22T10:00:00.123Z") };

  it("passes the version the form was opened with, and refuses any other with 409", () => {
    expect(checkVersion(row, "2026-11-22T10:00:00.123Z", notFound)).toBe(row);
    expect(checkVersion(row, "2026-11-22T07:00:00.123-03:00", notFound)).toBe(row);
    expect(() => checkVersion(row, "2026-11-22T10:00:00.124Z", notFound)).toThrow(
      expect.objectContaining({ status: 409, code: "stale_record" }),
    );
    expect(() => checkVersion(undefined, "2026-11-22T10:00:00.123Z", notFound)).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
