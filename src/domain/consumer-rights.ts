// What every offer's label and the site's footer tell a consumer about leaving a contract and reaching
// the SAC at any hour: the same sentences in both places, built from the site settings' channels.

/** The channels a cancellation can be asked through; empty texts are left out. */
export type CancellationChannels = {
  /** The SAC's phone (else the free-call or sales phone), as the label names it. */
  sacPhone: string;
  /** 'WhatsApp (27) 99999-0000', already written for reading; empty when there is none. */
  whatsapp: string;
  supportEmail: string;
};

const joined = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} ou ${parts.at(-1)}`;

/**
 * How to cancel (RGC, Resolution 765/2023: by any channel, including without a human attendant): the
 * channels the settings give, else the service centre.
 */
export function cancellationText(channels: CancellationChannels): string {
  const where = joined(
    [
      channels.sacPhone && `pelo SAC ${channels.sacPhone}`,
      channels.whatsapp && `pelo ${channels.whatsapp}`,
      channels.supportEmail && `pelo e-mail ${channels.supportEmail}`,
    ].filter(Boolean),
  );
  return `Como cancelar: a qualquer momento, ${where || "pela central de atendimento"}, sem precisar passar por um atendente nem ir a uma loja. Com fidelização, vale a multa informada na oferta.`;
}

/** The right of withdrawal of a contract made away from a shop (CDC, art. 49). */
export const WITHDRAWAL_TEXT =
  "Direito de arrependimento: se você contratou pela internet, pelo WhatsApp ou por telefone, pode desistir em até 7 dias, contados da contratação ou da instalação, sem pagar nada e com a devolução do que já tiver pago (Código de Defesa do Consumidor, art. 49).";

/** The SAC channel open at every hour (Decree 11.034/2022, art. 4); empty when the settings name none. */
export function sac24hText(channel: string): string {
  return channel ? `Atendimento 24 horas, 7 dias por semana: ${channel}.` : "";
}
