import { setTimeout as sleep } from "node:timers/promises";
import type { ConnectionTestResult } from "../../domain/marketing";
import { outboundFetch } from "../outbound";
import type { MarketingConfig } from "../services/marketing-settings";
import { openSmtpTransport, type SmtpPolicy } from "./smtp";
import { WHATSAPP_API_URL, WHATSAPP_API_VERSION } from "./whatsapp";

// Configurações → 'Marketing e avisos' → 'Testar conexão' (issue 57): the saved SMTP server and WhatsApp
// number, tried now, with what failed said in pt-BR. What is tried is what is saved: a form's unsaved
// server never receives a saved password. No answer names a secret, and none repeats what the other side
// said (it could quote what it was sent); only the status and Meta's error code are read.

export const CONNECTION_TEST_MESSAGES = {
  smtpNotSet: "Preencha e salve o servidor SMTP, a porta e o remetente antes de testar.",
  smtpAuth: "O servidor SMTP recusou o usuário ou a senha. Confira-os e salve de novo.",
  smtpOther: "O servidor SMTP respondeu com um erro. Confira as configurações e tente novamente.",
  smtpUnreachable:
    "Não foi possível conversar com o servidor SMTP. Confira o servidor, a porta e a conexão segura, e se o servidor aceita conexões deste site.",
  smtpNoTls:
    "O servidor SMTP não ofereceu conexão segura (STARTTLS), e a senha não foi enviada sem ela. Marque 'Conexão segura (SSL/TLS)' com a porta dele (geralmente 465) ou use um servidor que ofereça STARTTLS.",
  whatsappNotSet:
    "Preencha e salve o identificador do número, o token de acesso, o modelo e o idioma antes de testar.",
  whatsappToken:
    "O WhatsApp recusou o token de acesso: confira se ele está correto e não expirou, e salve-o de novo.",
  whatsappNumber:
    "O WhatsApp não encontrou o identificador do número (Phone number ID) para este token: confira o número.",
  whatsappPermission:
    "O token de acesso não tem permissão para este número: confira as permissões do token no Meta Business.",
  whatsappUnreachable:
    "Não foi possível conectar à API do WhatsApp. Confira a conexão do servidor com a internet e tente novamente.",
  whatsappOk: "Conexão com o WhatsApp funcionando.",
} as const;

/**
 * Connects to the saved SMTP server, signs in, and sends a test message to the staff member's own address.
 * Whatever keeps the server from speaking SMTP (no such name, a closed port, a port that never answers, a
 * service that is not SMTP, an address inside the server's network) gets one message, and not before the
 * connection's whole timeout has passed (issue 66, L3): the answer does not tell a closed port from a
 * filtered one, so 'Testar conexão' is no port scanner.
 */
export async function testSmtp(
  email: MarketingConfig["email"],
  to: string,
  policy: Partial<SmtpPolicy> = {},
): Promise<ConnectionTestResult> {
  if (!email) return { ok: false, message: CONNECTION_TEST_MESSAGES.smtpNotSet };
  const timeoutMs = policy.timeoutMs ?? 15_000;
  const started = Date.now();
  let transport: Awaited<ReturnType<typeof openSmtpTransport>> | undefined;
  try {
    transport = await openSmtpTransport(email, {
      allowPrivateAddresses: policy.allowPrivateAddresses ?? false,
      allowPlainAuth: policy.allowPlainAuth ?? false,
      timeoutMs,
    });
    await transport.verify();
    await transport.sendMail({
      from: email.from,
      to,
      subject: "Teste dos avisos de novos contatos",
      text:
        "Esta é uma mensagem de teste enviada de Configurações › Marketing e avisos.\n\n" +
        "Se você a recebeu, o servidor SMTP está pronto para avisar a equipe de vendas de cada novo contato.",
    });
    return {
      ok: true,
      message: `Conexão com o servidor SMTP funcionando: enviamos uma mensagem de teste para ${to}.`,
    };
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    // The server spoke SMTP and refused: what it refused is worth saying.
    if (code === "EAUTH" || code === "ENOAUTH")
      return { ok: false, message: CONNECTION_TEST_MESSAGES.smtpAuth };
    if (code === "EENVELOPE")
      return {
        ok: false,
        message: `O servidor SMTP recusou enviar de ${email.from} para ${to}. Confira o remetente.`,
      };
    if (code === "ETLS" && (error as Error).message.includes("STARTTLS"))
      return { ok: false, message: CONNECTION_TEST_MESSAGES.smtpNoTls };
    if (code === "EMESSAGE" || code === "EPROTOCOL")
      return { ok: false, message: CONNECTION_TEST_MESSAGES.smtpOther };
    // Anything else never reached an SMTP conversation: answered as one, after the whole timeout.
    const left = timeoutMs - (Date.now() - started);
    if (left > 0) await sleep(left);
    return { ok: false, message: CONNECTION_TEST_MESSAGES.smtpUnreachable };
  } finally {
    transport?.close();
  }
}

/** Meta's answer to a refused request: its error code says which part was wrong. */
type GraphError = { error?: { code?: number } };

/**
 * Reads the saved number from the Cloud API (GET /<version>/<phone-number-id>?fields=display_phone_number,
 * verified_name with the token as a bearer), as Meta documents it: 200 with the number's display form and
 * verified name; 401 (OAuthException, code 190) for a token it does not accept; 400 (GraphMethodException,
 * code 100) for an id that does not exist or this token cannot see; code 10 or 200 for a missing permission.
 */
export async function testWhatsapp(
  whatsapp: MarketingConfig["whatsapp"],
  options: { url?: string; fetch?: typeof fetch; timeoutMs?: number; allowPrivateAddresses?: boolean } = {},
): Promise<ConnectionTestResult> {
  if (!whatsapp) return { ok: false, message: CONNECTION_TEST_MESSAGES.whatsappNotSet };
  const base = (options.url ?? WHATSAPP_API_URL).replace(/\/+$/, "");
  const url = `${base}/${WHATSAPP_API_VERSION}/${encodeURIComponent(whatsapp.phoneNumberId)}?fields=display_phone_number,verified_name`;
  let response: Response;
  try {
    const doFetch: typeof fetch =
      options.fetch ??
      ((target, init) =>
        outboundFetch(String(target), { ...init, allowPrivate: options.allowPrivateAddresses ?? false }));
    response = await doFetch(url, {
      headers: { Authorization: `Bearer ${whatsapp.token}`, Accept: "application/json" },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      redirect: "manual",
    });
  } catch {
    return { ok: false, message: CONNECTION_TEST_MESSAGES.whatsappUnreachable };
  }
  const body = (await response.json().catch(() => ({}))) as GraphError & {
    display_phone_number?: unknown;
    verified_name?: unknown;
  };
  if (response.ok) {
    const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 80) : "");
    const number = text(body.display_phone_number);
    const name = text(body.verified_name);
    return {
      ok: true,
      message: number
        ? `Conexão com o WhatsApp funcionando: número ${number}${name ? ` (${name})` : ""}.`
        : CONNECTION_TEST_MESSAGES.whatsappOk,
    };
  }
  const code = body.error?.code;
  if (response.status === 401 || code === 190)
    return { ok: false, message: CONNECTION_TEST_MESSAGES.whatsappToken };
  if (response.status === 403 || code === 10 || code === 200)
    return { ok: false, message: CONNECTION_TEST_MESSAGES.whatsappPermission };
  if (response.status === 404 || code === 100)
    return { ok: false, message: CONNECTION_TEST_MESSAGES.whatsappNumber };
  return {
    ok: false,
    message: `O WhatsApp respondeu com um erro (HTTP ${response.status}). Tente novamente em instantes.`,
  };
}
