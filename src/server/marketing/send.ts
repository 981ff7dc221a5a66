import type { SmtpConfig } from "../services/marketing-settings";
import { openSmtpTransport, type SmtpPolicy } from "./smtp";

// The two ways the site sends a message of its own (decision 0068), shared by the outbox's deliveries and
// the 'Minha conta' sign-in codes (issue 67): one e-mail through the SMTP server of 'Marketing e avisos',
// and one JSON POST (RD Station, WhatsApp Cloud API). A failure is thrown with a code ('HTTP_401',
// 'ECONNECTION'); nothing of the message reaches a log.

/** An HTTP answer that is not a success, by its status only. */
export class HttpFailure extends Error {
  override name = "HttpFailure";
  readonly code: string;
  constructor(status: number) {
    super(`HTTP ${status}`);
    this.code = `HTTP_${status}`;
  }
}

/** One message through the SMTP server of the settings, by the checked transport (smtp.ts). */
export async function sendSmtpMail(
  smtp: SmtpConfig,
  message: { to: string | string[]; subject: string; text: string },
  policy: SmtpPolicy,
): Promise<void> {
  const transport = await openSmtpTransport(smtp, policy);
  try {
    await transport.sendMail({ from: smtp.from, ...message });
  } finally {
    transport.close();
  }
}

/** A JSON POST that follows no redirect and keeps no answer; anything but a 2xx is an HttpFailure. */
export async function postJsonTo(
  doFetch: typeof fetch,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<void> {
  const response = await doFetch(url, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: "manual",
  });
  await response.body?.cancel().catch(() => {});
  if (!response.ok) throw new HttpFailure(response.status);
}
