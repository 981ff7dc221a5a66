import { z } from "zod";
import { ErpError } from "./contract";
import { cents, text } from "./http";

// ERP answers read through schemas (issue 69, point 4): each answer an adapter reads has one zod schema
// beside its adapter (`ixc-answers.ts`, `sgp-answers.ts`, `hubsoft-answers.ts`), parsed once by
// `parseAnswer` into the shape the adapter maps to domain types. A schema names only the fields the
// adapter reads and passes the rest through (ERPs add fields freely); a missing or odd field is the one
// failure `bad_answer`, whose detail names the answer and the field's path, never its value (decision 0037:
// nothing a subscriber typed or the ERP holds is logged).

/** Parses `value` with `schema`; anything it refuses is a `bad_answer` naming `what` and the first path. */
export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue && issue.path.length > 0 ? `.${issue.path.join(".")}` : "";
  throw new ErpError("bad_answer", `${what}${path}: ${issue?.code ?? "invalid"}`);
}

/** ERPs send numbers as strings or numbers: either is read as its text; absent or null is ''. */
export const erpText = z
  .union([z.string(), z.number(), z.null()])
  // Optional, not a union with undefined: zod refuses a missing key unless its schema is optional.
  .optional()
  .transform((value) => text(value));

/** A text that must be there (not blank): trimmed. */
export const erpRequiredText = z
  .union([z.string(), z.number()])
  .transform((value) => text(value).trim())
  .pipe(z.string().min(1));

/** An amount with a decimal point ('119.90', 119.9) → cents; anything else is refused. */
export const erpCents = z.union([z.string(), z.number()]).transform((value, context) => {
  try {
    return cents(value, "amount");
  } catch {
    context.addIssue({ code: "custom", message: "not an amount" });
    return z.NEVER;
  }
});

/** A JSON object whose other fields pass through untouched. */
export function erpRow<T extends z.ZodRawShape>(shape: T) {
  return z.looseObject(shape);
}

/** A list that may come as an array, a lone row, or nothing at all (ERPs drop the array for one row). */
export function erpList<S extends z.ZodType>(row: S) {
  // Made an array first, so a refused row names its own field (a union would only say 'invalid_union').
  return z.preprocess(
    (value) => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(row),
  );
}
