import {
  formatCep,
  formatPrice,
  type InstallWindow,
  installWindowText,
  SIGN_UP_NEXT_STEPS,
  type SignUpAddress,
} from "../../domain";

// The e-mail a 'Contrate online' visitor gets once their sign-up is confirmed (decision 0071): the
// protocol, the plan, the address and what happens next, in pt-BR plain text. Built from the sign-up's
// stored row and its opened personal fields when the outbox delivers it; nothing here logs.

export type ProtocolEmailInput = {
  protocol: string;
  name: string;
  planName: string;
  offerCode: string | null;
  price: number;
  dueDay: number;
  cityName: string;
  uf: string | null;
  address: SignUpAddress;
  windows: InstallWindow[];
  /** The slot the sign-up holds (issue 68), if any was free when it was accepted. */
  slot?: InstallWindow;
};

export function signUpProtocolEmail(input: ProtocolEmailInput): { subject: string; text: string } {
  const first = input.name.trim().split(/\s+/)[0] ?? input.name;
  const { address } = input;
  const place = input.uf ? `${input.cityName} - ${input.uf}` : input.cityName;
  return {
    subject: `Contratação recebida: protocolo ${input.protocol}`,
    text: [
      `Olá, ${first}!`,
      "",
      `Recebemos a sua contratação pelo site. Seu protocolo é ${input.protocol}. Guarde este número e cite-o ao falar com a gente.`,
      "",
      `Plano: ${input.planName}${input.offerCode ? ` (oferta ${input.offerCode})` : ""}, ${formatPrice(input.price)} por mês.`,
      `Endereço de instalação: ${address.street}, ${address.number}${address.complement ? ` — ${address.complement}` : ""}, ${address.district}, ${place}, CEP ${formatCep(address.cep)}.`,
      `Dia de vencimento: ${input.dueDay}.`,
      input.slot
        ? `Horário reservado para a instalação: ${installWindowText(input.slot)}. Nossa equipe confirma pelo WhatsApp.`
        : "Nossa equipe combina o horário da instalação com você pelo WhatsApp.",
      ...(input.windows.length > 0
        ? [`Horários que você escolheu: ${input.windows.map(installWindowText).join("; ")}.`]
        : []),
      "",
      "E agora?",
      ...SIGN_UP_NEXT_STEPS.map((step, index) => `${index + 1}. ${step}`),
      "",
      "Se você não reconhece esta contratação, responda a este e-mail.",
    ].join("\n"),
  };
}
