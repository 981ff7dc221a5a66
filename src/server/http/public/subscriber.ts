import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { DESK_PROOF_COOKIE, type SubscriberDesk } from "../../erp/desk";
import type { Env } from "../env";

// POST /cliente/segunda-via/boleto: the boleto's PDF of an invoice the 2ª via page listed, by the sealed
// token its form carries (decision 0037). The token holds the invoice, not the visitor's documents, and
// lasts 15 minutes; the PDF is sent to this request only (no-store) and kept nowhere.

const NO_STORE = { "Cache-Control": "no-store" };

const DESK_PATHS = [
  "/cliente/segunda-via",
  "/cliente/desbloqueio",
  "/suporte",
  "/cliente/documentos",
  "/cliente/minha-internet-caiu",
  // Issue 67.
  "/cliente/cancelamento",
  "/cliente/vencimento",
  "/cliente/mudanca-de-endereco",
  "/cliente/wifi",
  "/cliente/troca-de-plano",
];

/** A PDF for this request only: no one keeps it, and its address names nothing (a POST with a token). */
const pdfResponse = (pdf: Uint8Array, filename: string) =>
  new Response(Buffer.from(pdf), {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });

/** A PDF button's token whose proof is past its ERP calls for now (issue 66, L12). */
const TOO_MANY = "Muitas consultas seguidas. Aguarde alguns minutos e tente de novo.";

/** The status a PDF button's refusal answers with. */
const refusalStatus = (answer: "expired" | "limited" | "unavailable" | undefined) =>
  answer === "expired" ? 410 : answer === "limited" ? 429 : answer === "unavailable" ? 503 : 404;

/** The short page a PDF button answers when there is no PDF (expired token, too many, ERP down, none). */
const noPdf = (
  c: Context<Env>,
  answer: "expired" | "limited" | "unavailable" | undefined,
  back: { href: string; label: string },
  none: string,
) =>
  c.html(
    `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${back.label}</title><p>${
      answer === "expired"
        ? "Este link expirou. Volte e consulte de novo."
        : answer === "limited"
          ? TOO_MANY
          : answer === "unavailable"
          ? "Não conseguimos buscar o documento agora. Tente de novo em alguns minutos."
          : none
    }</p><p><a href="${back.href}">Voltar</a></p></html>`,
    refusalStatus(answer),
    NO_STORE,
  );

/** Where 'Sair' leads back: the desk page it came from, else the 2ª via. */
function backTo(referer: string | undefined, host: string | undefined): string {
  try {
    const from = new URL(referer ?? "");
    if (from.host === host && DESK_PATHS.includes(from.pathname))
      return from.pathname;
  } catch {
    // No referer, or not an address: the 2ª via.
  }
  return "/cliente/segunda-via";
}

export function subscriberRoutes(currentDesk: () => SubscriberDesk | undefined) {
  // 'Sair' (issue 58, point 4): the desk's proof ends now, on the server too (issue 66, L12), so a copy of
  // the cookie or a button's token opens nothing afterwards. A POST from the answers' forms, a GET from the
  // ticket form's link (it ends only the visitor's own proof: nothing for another site to gain).
  const signOut = async (c: Context<Env>) => {
    await currentDesk()?.endProof(getCookie(c, DESK_PROOF_COOKIE));
    return new Response(null, {
      status: 303,
      headers: {
        ...NO_STORE,
        Location: backTo(c.req.header("referer"), c.req.header("host")),
        "Set-Cookie": `${DESK_PROOF_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
      },
    });
  };
  // The documents page's PDFs (issue 58, point 2): by the sealed token its buttons post, like the boleto.
  const documentPdf = (kind: "contract-pdf" | "fiscal") => async (c: Context<Env>, next: () => Promise<void>) => {
    const desk = currentDesk();
    if (!desk) return next();
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === "string" ? form.token : "";
    const pdf = token ? await desk.documentPdf(token, kind) : "expired";
    if (pdf instanceof Uint8Array) return pdfResponse(pdf, kind === "fiscal" ? "nota-fiscal.pdf" : "contrato.pdf");
    return noPdf(
      c,
      pdf,
      { href: "/cliente/documentos", label: "Documentos" },
      "Este documento não está disponível em PDF pelo site. Peça uma cópia à central de atendimento.",
    );
  };
  return new Hono<Env>()
    .on(["GET", "POST"], "/cliente/sair", (c) => signOut(c))
    .post("/cliente/documentos/contrato", documentPdf("contract-pdf"))
    .post("/cliente/documentos/nota", documentPdf("fiscal"))
    .post("/cliente/segunda-via/boleto", async (c, next) => {
    const desk = currentDesk();
    // Without an ERP the address is no route of ours: it answers as any other unknown one.
    if (!desk) return next();
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === "string" ? form.token : "";
    const pdf = token ? await desk.boleto(token) : "expired";
    if (pdf instanceof Uint8Array)
      return new Response(Buffer.from(pdf), {
        headers: {
          ...NO_STORE,
          "Content-Type": "application/pdf",
          "Content-Disposition": 'attachment; filename="boleto.pdf"',
        },
      });
    const message =
      pdf === "expired"
        ? "O link deste boleto expirou. Volte à 2ª via e consulte de novo."
        : pdf === "limited"
          ? TOO_MANY
          : pdf === "unavailable"
          ? "Não conseguimos buscar o boleto agora. Tente de novo em alguns minutos."
          : "Este boleto não está disponível em PDF. Use a linha digitável ou o PIX.";
    return c.html(
      `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>2ª via</title><p>${message}</p><p><a href="/cliente/segunda-via">Voltar à 2ª via</a></p></html>`,
      refusalStatus(pdf),
      NO_STORE,
    );
  });
}
