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
 * Undefined when `request` carries a form the page's action can read; else the answer: 415 for a body
 * that is not a form, 400 for a multipart form that does not parse. A urlencoded body always parses.
 */
export async function refuseNonFormBody(request: Request): Promise<Response | undefined> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const essence = type.split(";")[0]?.trim();
  if (essence === "application/x-www-form-urlencoded") return undefined;
  if (essence !== "multipart/form-data") return refusal(415);
  if (!/;\s*boundary=/.test(type)) return refusal(400);
  try {
    // A copy: the action reads the body itself. Bodies are capped at 64 KiB before they get here.
    await request.clone().formData();
    return undefined;
  } catch {
    return refusal(400);
  }
}
