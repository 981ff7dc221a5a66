import { SIGN_IN_CODE_MINUTES } from "../../domain/subscriber-account";

// A 'Minha conta' sign-in code as it reaches the subscriber (issue 67): a plain pt-BR e-mail through the
// SMTP server of 'Marketing e avisos', and a WhatsApp Cloud API message of the provider's approved
// authentication template. Meta's documentation for those templates: the body's one parameter is the code,
// and the copy-code button (created as type `otp`, sent as a `url` button at index 0) takes it again.

export function signInCodeEmail(code: string, firstName: string): { subject: string; text: string } {
  return {
    subject: "Seu código de acesso à Minha conta",
    text: [
      `Olá${firstName ? `, ${firstName}` : ""}!`,
      "",
      `Seu código de acesso à Minha conta é ${code}.`,
      "",
      `Ele vale por ${SIGN_IN_CODE_MINUTES} minutos e só pode ser usado uma vez. Não compartilhe este código com ninguém: a nossa equipe nunca pede por ele.`,
      "",
      "Se não foi você quem pediu, ignore esta mensagem: sem o código, ninguém entra na sua conta.",
    ].join("\n"),
  };
}

export function signInCodeWhatsapp(to: string, template: { name: string; language: string }, code: string) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to,
    type: "template",
    template: {
      name: template.name,
      language: { code: template.language },
      components: [
        { type: "body", parameters: [{ type: "text", text: code }] },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
      ],
    },
  };
}
