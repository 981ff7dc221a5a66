import { Hono } from "hono";
import type { Logger } from "../logger";
import { limitBody } from "./body-limit";
import type { Env } from "./env";
import { CSP_REPORT_PATH } from "./security-headers";

const MAX_REPORT_BYTES = 8 * 1024;
const MAX_REPORTS_PER_MINUTE = 30;
const MAX_TEXT = 200;

type Report = Record<string, unknown>;

/** A report field as a short, single-line text; URLs lose their query and fragment (they may hold values). */
function clean(value: unknown, isUrl = false): string | number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value !== "string" || value === "") return undefined;
  let text = value;
  if (isUrl) {
    try {
      const url = new URL(value);
      text =
        url.protocol === "http:" || url.protocol === "https:" ? `${url.origin}${url.pathname}` : url.protocol;
    } catch {
      // 'inline', 'eval' and the like: keep the keyword.
    }
  }
  return text.replace(/[\p{Cc}\p{Cs}]/gu, "").slice(0, MAX_TEXT);
}

/** The fields worth logging, from either report format (report-uri's csp-report or Reporting API's body). */
function summarize(report: Report) {
  return {
    directive: clean(
      report["effective-directive"] ?? report.effectiveDirective ?? report["violated-directive"],
    ),
    blocked: clean(report["blocked-uri"] ?? report.blockedURL, true),
    page: clean(report["document-uri"] ?? report.documentURL, true),
    source: clean(report["source-file"] ?? report.sourceFile, true),
    line: clean(report["line-number"] ?? report.lineNumber),
    disposition: clean(report.disposition),
  };
}

function reportsIn(body: unknown): Report[] {
  const items = Array.isArray(body) ? body : [body];
  const reports: Report[] = [];
  for (const item of items.slice(0, 10)) {
    if (typeof item !== "object" || item === null) continue;
    const record = item as Report;
    const inner = record["csp-report"] ?? (record.type === "csp-violation" ? record.body : undefined);
    if (typeof inner === "object" && inner !== null) reports.push(inner as Report);
  }
  return reports;
}

/**
 * Where browsers send Content-Security-Policy violations. Public (browsers send no cookie), small,
 * and throttled: a flood of reports cannot flood the log. Always 204: a browser does nothing with
 * the answer.
 */
export function cspReportRoutes(logger: Logger) {
  let windowStart = 0;
  let logged = 0;
  return new Hono<Env>().post(CSP_REPORT_PATH, limitBody(MAX_REPORT_BYTES), async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.body(null, 204);
    }
    const now = Date.now();
    if (now - windowStart > 60_000) {
      windowStart = now;
      logged = 0;
    }
    for (const report of reportsIn(body)) {
      if (logged >= MAX_REPORTS_PER_MINUTE) break;
      logged++;
      // The request's own logger (its lines carry the request id) when the app set one.
      (c.get("logger") ?? logger).warn({ csp: summarize(report) }, "content security policy violation");
    }
    return c.body(null, 204);
  });
}
