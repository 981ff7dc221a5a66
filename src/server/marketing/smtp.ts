import { smtpAddress } from "../outbound";
import type { SmtpConfig } from "../services/marketing-settings";

// The one way the server opens an SMTP connection (the deliveries' outbox and 'Testar conexão'; issue 66,
// L3, decision 0076): to the address outbound.ts checked, never to the server's own network unless the
// operator allows private addresses, and with the password sent only over TLS (implicit TLS, or STARTTLS
// required before AUTH) unless the operator allows it in clear text (SMTP_ALLOW_PLAIN_AUTH). Nodemailer
// logs nothing: the messages hold people's data.

export type SmtpPolicy = {
  /** ALLOW_PRIVATE_ADDRESSES. */
  allowPrivateAddresses: boolean;
  /** SMTP_ALLOW_PLAIN_AUTH. */
  allowPlainAuth: boolean;
  timeoutMs: number;
};

/** A transport to the saved server; throws PrivateAddressError or the resolver's error first. */
export async function openSmtpTransport(smtp: SmtpConfig, policy: SmtpPolicy) {
  const target = await smtpAddress(smtp.host, policy.allowPrivateAddresses);
  // Loaded by the first delivery or connection test, not at start (decision 0091).
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    host: target.host,
    ...(target.servername ? { servername: target.servername } : {}),
    port: smtp.port,
    secure: smtp.secure,
    // 'Conexão segura' off is STARTTLS when the server offers it; with a password it must, or nothing is sent.
    requireTLS: Boolean(smtp.user) && !smtp.secure && !policy.allowPlainAuth,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? "" } : undefined,
    connectionTimeout: policy.timeoutMs,
    greetingTimeout: policy.timeoutMs,
    socketTimeout: policy.timeoutMs,
    logger: false,
  });
}
