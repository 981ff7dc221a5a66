// What a public form's POST must carry: a form, as a browser sends one (issue 55, L-DESK). Anything else
// (JSON, plain text, a multipart body without its boundary or cut short, no type at all) is a client's
// mistake or a probe: it gets a short pt-BR page and the request's log line, never a render, a 500 or an
// error-level line.

const REFUSED_PAGE =
  '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Formulário não reconhecido</title><p>Não conseguimos ler os dados enviados. Volte à página, preencha o formulário e envie de novo.</p></html>';

function refusal(status: 400 | 415): Response {
  return new Response(REFUSED_PAGE, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Undefined when `request` says it carries a form the page's action can read; else the answer: 415 for a
 * body that is not a form, 400 for a multipart form without its boundary. Reads only the headers: the body
 * is read in the form's lane (`refuseUnreadableForm`), after the lane has taken the request, so a flood of
 * large bodies is refused before any of it is read (issue 66, L8). A urlencoded body always parses.
 */
export function refuseNonFormBody(request: Request): Response | undefined {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const essence = type.split(";")[0]?.trim();
  if (essence === "application/x-www-form-urlencoded") return undefined;
  if (essence !== "multipart/form-data") return refusal(415);
  if (!/;\s*boundary=/.test(type)) return refusal(400);
  return undefined;
}

/**
 * In the form's lane, before the render: 400 for a multipart body cut short or malformed (the action would
 * read it as an empty form). Bodies are capped (body-limit.ts) before they get here.
 */
export async function refuseUnreadableForm(request: Request): Promise<Response | undefined> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) return undefined;
  try {
    // A copy: the action reads the body itself.
    await request.clone().formData();
    return undefined;
  } catch {
    return refusal(400);
  }
}

/** Whether `request` says it carries a multipart form (files). */
export function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}
