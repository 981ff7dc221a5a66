// Errors reach the log without the values that caused them: a failed query's parameters, a
// database message quoting the offending input, a constraint's DETAIL line. From the referral
// forms on, those values are names, phones and CPFs.

type SafeError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeError;
};

const FAILED_QUERY = /^Failed query: /;

/** A message without the submitted values: a query keeps its text (values are $n placeholders). */
export function redactMessage(message: string): string {
  if (FAILED_QUERY.test(message)) return message.split(/\nparams:/)[0] ?? "";
  return message.replace(/"[^"]*"|'[^']*'|«[^»]*»/g, '"…"');
}

function field(error: object, key: string): string | undefined {
  const value = (error as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}

/** pino's `err` serializer: name, redacted message, database error codes, stack frames, cause. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: "(not an Error)" };
  const safe: SafeError = { type: error.name, message: redactMessage(error.message) };
  for (const key of ["code", "constraint", "table", "column"] as const) {
    const value = field(error, key);
    if (value) safe[key] = value;
  }
  const frames = error.stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  if (frames) safe.stack = frames;
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}
