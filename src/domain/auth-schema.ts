import { z } from "zod";
import { textField } from "./text-field";

export const signInSchema = z.object({
  email: textField({
    label: "O e-mail",
    typeMessage: "Informe seu e-mail.",
    min: 1,
    max: 254,
    maxMessage: "E-mail longo demais.",
  }),
  // The password is never stored or shown: any character the person typed is theirs to use.
  password: z.string({ message: "Informe sua senha." }).min(1, "Informe sua senha."),
});

export type SignInValues = z.infer<typeof signInSchema>;

export const LOGIN_FAILED_MESSAGE = "Falha no login. Por favor verifique suas credenciais.";
export const LOGIN_RATE_LIMITED_MESSAGE =
  "Muitas tentativas de login. Aguarde alguns segundos e tente novamente.";
export const ACCOUNT_LOCKED_MESSAGE =
  "Muitas tentativas de login para esta conta. Aguarde até uma hora e tente novamente.";
