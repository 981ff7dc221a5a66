import { eq } from "drizzle-orm";
import { formatPhone } from "../../domain";
import type { Db } from "../db/client";
import { networkNotices, newsletterSubscribers, signUps } from "../db/schema";
import type { OutboxQueue } from "../delivery/worker";
import type { FieldCipher } from "../field-cipher";
import { buildLeadRelayBody } from "../leads/delivery";
import { outboundFetch } from "../outbound";
import { findLead } from "../services/leads";
import { type ClaimedMarketingDelivery, marketingDeliveryQueue } from "../services/marketing-deliveries";
import { type MarketingConfig, readMarketingConfig, type SmtpConfig } from "../services/marketing-settings";
import { sellerAddress } from "../services/seller-alerts";
import { firstSignUpOfCpf, type SignUpPersonal } from "../services/sign-ups";
import { replyForEmail, requestForEmail } from "../services/subscriber-requests";
import { outageEndedEmail, outageEndedParameters } from "./outage-notice";
import { signUpProtocolEmail } from "./protocol-email";
import { leadConversion, newsletterConversion, RDSTATION_API_URL } from "./rdstation";
import { requestProtocolEmail, requestReplyEmail } from "./request-email";
import { postJsonTo, sendSmtpMail } from "./send";
import {
  WHATSAPP_API_URL,
  WHATSAPP_API_VERSION,
  whatsappTemplateMessage,
  whatsappTemplateParameters,
} from "./whatsapp";

// The marketing_deliveries table as the delivery worker delivers from it (decision 0068): each row is one
// lead or sign-up for one channel (RD Station, the e-mail alert, the WhatsApp alert, a 'Contrate online'
// visitor's protocol e-mail: decision 0071), read with the settings
// of the moment, retried with the outbox's backoff, given up as 'failed' after its attempts. A failure is
// kept as a code ('HTTP_401', 'ECONNECTION', 'NOT_CONFIGURED'): never what was sent, never a secret.

/** A channel switched off (or its secret unreadable) after its rows were queued: they wait and retry. */
class ChannelNotConfigured extends Error {
  override name = "ChannelNotConfigured";
  readonly code = "NOT_CONFIGURED";
}

export type MarketingOutboxOptions = {
  /** RD Station's and Meta's addresses: the real ones unless a test points them at its fakes. */
  rdstationUrl?: string;
  whatsappUrl?: string;
  /** Where the alert e-mail's link to Contatos points ('https://www.provedor.com.br'). */
  siteUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** ALLOW_PRIVATE_ADDRESSES: the SMTP server and the APIs may be on the server's own network. */
  allowPrivateAddresses?: boolean;
  /** SMTP_ALLOW_PLAIN_AUTH: the SMTP password may be sent without TLS. */
  smtpAllowPlainAuth?: boolean;
};

const ALERT_SUBJECTS = {
  coverage: "Novo contato no site: aviso de cobertura",
  callback: "Novo contato no site: pedido de ligação",
  business: "Novo contato no site: proposta para empresa",
  outage: "Novo contato no site: aviso de falha",
} as const;

export function marketingOutbox(
  db: Db,
  cipher: FieldCipher,
  options: MarketingOutboxOptions = {},
): OutboxQueue<ClaimedMarketingDelivery> {
  const allowPrivate = options.allowPrivateAddresses ?? false;
  // Through the connection check (outbound.ts) unless a test hands its own fetch.
  const doFetch: typeof fetch =
    options.fetch ?? ((url, init) => outboundFetch(String(url), { ...init, allowPrivate }));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const rdUrl = (options.rdstationUrl ?? RDSTATION_API_URL).replace(/\/+$/, "");
  const waUrl = (options.whatsappUrl ?? WHATSAPP_API_URL).replace(/\/+$/, "");

  const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    postJsonTo(doFetch, url, body, headers, timeoutMs);

  async function config(): Promise<MarketingConfig> {
    try {
      return await readMarketingConfig(db, cipher);
    } catch {
      // A key that cannot open the secrets (a restore with another key): the rows wait for new settings.
      throw new ChannelNotConfigured();
    }
  }

  async function toRdStation(row: ClaimedMarketingDelivery, settings: MarketingConfig) {
    if (!settings.rdstation) throw new ChannelNotConfigured();
    let conversion: ReturnType<typeof newsletterConversion> | undefined;
    if (row.leadId !== null) {
      const lead = await findLead(db, row.leadId);
      conversion = lead ? leadConversion(lead) : undefined;
    } else if (row.subscriberId !== null) {
      const [subscriber] = await db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, row.subscriberId));
      conversion = subscriber ? newsletterConversion(subscriber.email) : undefined;
    }
    // Erased since it was claimed, or no e-mail to identify it by: nothing to send.
    if (!conversion) return;
    const url = `${rdUrl}/platform/conversions?api_key=${encodeURIComponent(settings.rdstation.apiKey)}`;
    await postJson(url, conversion);
  }

  /** One message through the SMTP server of the settings. */
  const sendMail = (smtp: SmtpConfig, message: { to: string | string[]; subject: string; text: string }) =>
    sendSmtpMail(smtp, message, {
      allowPrivateAddresses: allowPrivate,
      allowPlainAuth: options.smtpAllowPlainAuth ?? false,
      timeoutMs,
    });

  /**
   * A confirmed sign-up as its sellers' alert tells it (issue 68): the protocol first, a repeat CPF named,
   * then who, where and which plan. Undefined when erased since it was queued.
   */
  async function signUpAlertOf(row: ClaimedMarketingDelivery) {
    if (row.signUpId === null) return undefined;
    const [signUp] = await db.select().from(signUps).where(eq(signUps.id, row.signUpId));
    if (!signUp?.protocol) return undefined;
    const personal = JSON.parse(cipher.decrypt(signUp.personal)) as SignUpPersonal;
    const first = await firstSignUpOfCpf(db, signUp);
    const city = `${signUp.cityName}${signUp.uf ? ` - ${signUp.uf}` : ""}`;
    const price = signUp.price.toFixed(2).replace(".", ",");
    const lines = [
      `Contratação online pelo site, protocolo ${signUp.protocol}.`,
      ...(first?.protocol ? [`Mesmo CPF de ${first.protocol}.`] : []),
      `Nome: ${personal.name}`,
      `WhatsApp: ${formatPhone(personal.whatsapp)}`,
      `E-mail: ${personal.email}`,
      `Plano: ${signUp.planName}${signUp.offerCode ? ` (oferta ${signUp.offerCode})` : ""}, R$ ${price} por mês`,
      `Cidade: ${city}`,
    ];
    return {
      protocol: signUp.protocol,
      subject: `Nova contratação no site: protocolo ${signUp.protocol}`,
      text: lines.join("\n"),
      parameters: [
        `Contratação ${signUp.protocol}${first?.protocol ? ` (mesmo CPF de ${first.protocol})` : ""}`,
        personal.name,
        formatPhone(personal.whatsapp),
        city,
      ],
    };
  }

  /** Where a row goes by e-mail: its seller's address now, else the team's; undefined: nowhere any more. */
  async function alertAddresses(row: ClaimedMarketingDelivery, team: string[]) {
    if (row.staffId === null) {
      if (team.length === 0) throw new ChannelNotConfigured();
      return team;
    }
    // A seller's alert goes where their account says now: gone, disabled or turned off, nothing is sent.
    const address = (await sellerAddress(db, row.staffId))?.email;
    return address ? [address] : undefined;
  }

  async function byEmail(row: ClaimedMarketingDelivery, settings: MarketingConfig) {
    const email = settings.email;
    if (!email) throw new ChannelNotConfigured();
    if (row.signUpId !== null) {
      const alert = await signUpAlertOf(row);
      if (!alert) return;
      const to = await alertAddresses(row, email.to);
      if (!to) return;
      const link = options.siteUrl
        ? `\n\nAbra em Contratações: ${options.siteUrl}/intranet/contratacoes`
        : "";
      await sendMail(email, { to, subject: alert.subject, text: `${alert.text}${link}` });
      return;
    }
    const lead = row.leadId !== null ? await findLead(db, row.leadId) : undefined;
    if (!lead) return;
    let to = email.to;
    if (row.staffId !== null) {
      // A seller's alert goes where their account says now: gone, disabled or turned off, nothing is sent.
      const address = (await sellerAddress(db, row.staffId))?.email;
      if (!address) return;
      to = [address];
    } else if (to.length === 0) throw new ChannelNotConfigured();
    const link = options.siteUrl ? `\n\nAbra em Contatos: ${options.siteUrl}/intranet/contatos` : "";
    await sendMail(email, {
      to,
      subject: ALERT_SUBJECTS[lead.kind],
      text: `${buildLeadRelayBody(lead).message}${link}`,
    });
  }

  /** 'Avise-me quando acabar' (issue 58): the lead that asked, and the notice as it ended. */
  async function outageOf(row: ClaimedMarketingDelivery) {
    const lead = row.leadId !== null ? await findLead(db, row.leadId) : undefined;
    if (!lead?.networkNoticeId) return undefined;
    const [notice] = await db
      .select()
      .from(networkNotices)
      .where(eq(networkNotices.id, lead.networkNoticeId));
    return notice ? { lead, notice } : undefined;
  }

  async function noticeByEmail(row: ClaimedMarketingDelivery, settings: MarketingConfig) {
    const email = settings.notices.email;
    if (!email) throw new ChannelNotConfigured();
    const found = await outageOf(row);
    // Erased since (the lead, or the notice sent to the Lixeira): nothing to tell.
    if (!found?.lead.email) return;
    const message = outageEndedEmail(found.lead, found.notice, options.siteUrl);
    await sendMail(email, { to: found.lead.email, ...message });
  }

  async function noticeByWhatsapp(row: ClaimedMarketingDelivery, settings: MarketingConfig) {
    const whatsapp = settings.notices.whatsapp;
    if (!whatsapp) throw new ChannelNotConfigured();
    const found = await outageOf(row);
    if (!found?.lead.phone) return;
    const url = `${waUrl}/${WHATSAPP_API_VERSION}/${encodeURIComponent(whatsapp.phoneNumberId)}/messages`;
    await postJson(
      url,
      whatsappTemplateMessage(
        `55${found.lead.phone}`,
        { name: whatsapp.template, language: whatsapp.language },
        outageEndedParameters(found.lead, found.notice),
      ),
      { Authorization: `Bearer ${whatsapp.token}` },
    );
  }
  /** A confirmed sign-up's protocol, to the address its visitor typed (decision 0071). */
  async function protocolEmail(row: ClaimedMarketingDelivery, settings: MarketingConfig) {
    const smtp = settings.smtp;
    if (!smtp) throw new ChannelNotConfigured();
    if (row.signUpId === null) return;
    const [signUp] = await db.select().from(signUps).where(eq(signUps.id, row.signUpId));
    // Erased since it was claimed (retention, or a person's request): nothing to send.
    if (!signUp?.protocol) return;
    const personal = JSON.parse(cipher.decrypt(signUp.personal)) as SignUpPersonal;
    await sendMail(smtp, {
      to: personal.email,
      ...signUpProtocolEmail({
        protocol: signUp.protocol,
        name: personal.name,
        planName: signUp.planName,
        offerCode: signUp.offerCode,
        price: signUp.price,
        dueDay: signUp.dueDay,
        cityName: signUp.cityName,
        uf: signUp.uf,
        address: personal.address,
        windows: personal.windows,
        ...(signUp.slotDate && signUp.slotPeriod && signUp.slotState !== "released"
          ? { slot: { date: signUp.slotDate, period: signUp.slotPeriod } }
          : {}),
      }),
    });
  }

  /** A desk request's protocol, or a staff reply to it, to the e-mail the ERP holds (issue 67). */
  async function requestEmail(row: ClaimedMarketingDelivery, settings: MarketingConfig) {
    const smtp = settings.smtp;
    if (!smtp) throw new ChannelNotConfigured();
    if (row.channel === "request") {
      const found =
        row.subscriberRequestId !== null
          ? await requestForEmail(db, cipher, row.subscriberRequestId)
          : undefined;
      // Erased since (retention), or no e-mail on file: nothing to send.
      if (!found?.personal.email) return;
      await sendMail(smtp, {
        to: found.personal.email,
        ...requestProtocolEmail({ protocol: found.row.protocol, kind: found.row.kind, ...found.personal }),
      });
      return;
    }
    const found =
      row.subscriberRequestReplyId !== null
        ? await replyForEmail(db, cipher, row.subscriberRequestReplyId)
        : undefined;
    if (!found?.personal.email) return;
    await sendMail(smtp, {
      to: found.personal.email,
      ...requestReplyEmail({
        protocol: found.row.protocol,
        kind: found.row.kind,
        ...found.personal,
        reply: found.text,
      }),
    });
  }

  async function byWhatsapp(row: ClaimedMarketingDelivery, settings: MarketingConfig) {
    const whatsapp = settings.whatsapp;
    if (!whatsapp) throw new ChannelNotConfigured();
    const signUpAlert = row.signUpId !== null ? await signUpAlertOf(row) : undefined;
    const lead = row.leadId !== null ? await findLead(db, row.leadId) : undefined;
    if (!lead && !signUpAlert) return;
    let recipients = whatsapp.to;
    if (row.staffId !== null) {
      const number = (await sellerAddress(db, row.staffId))?.whatsapp;
      if (!number) return;
      recipients = [number];
    } else if (recipients.length === 0) throw new ChannelNotConfigured();
    const url = `${waUrl}/${WHATSAPP_API_VERSION}/${encodeURIComponent(whatsapp.phoneNumberId)}/messages`;
    // The template's four parameters: a sign-up names its protocol where a lead names its form.
    const parameters = signUpAlert ? signUpAlert.parameters : whatsappTemplateParameters(lead!);
    // A seller's row is one message; the team's numbers are one message each, and a retry of that row sends
    // to all of them again (delivery is at least once, decision 0026).
    for (const to of recipients)
      await postJson(
        url,
        whatsappTemplateMessage(to, { name: whatsapp.template, language: whatsapp.language }, parameters),
        { Authorization: `Bearer ${whatsapp.token}` },
      );
  }

  return {
    name: "marketing",
    queries: marketingDeliveryQueue,
    body: () => ({}),
    async deliver(row) {
      const settings = await config();
      if (row.channel === "rdstation") return toRdStation(row, settings);
      if (row.channel === "email") return byEmail(row, settings);
      if (row.channel === "protocol") return protocolEmail(row, settings);
      if (row.channel === "notice_email") return noticeByEmail(row, settings);
      if (row.channel === "notice_whatsapp") return noticeByWhatsapp(row, settings);
      if (row.channel === "request" || row.channel === "request_reply") return requestEmail(row, settings);
      return byWhatsapp(row, settings);
    },
  };
}
