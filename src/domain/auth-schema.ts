import { z } from "zod";

export const signInSchema = z.object({
  email: z.string({ message: "Informe seu e-mail." }).trim().min(1, "Informe seu e-mail."),
  password: z.string({ message: "Informe sua senha." }).min(1, "Informe sua senha."),
});

export type SignInValues = z.infer<typeof signInSchema>;

export const LOGIN_FAILED_MESSAGE = "Falha no login. Por favor verifique suas credenciais.";
export const LOGIN_RATE_LIMITED_MESSAGE =
  "Muitas tentativas de login. Aguarde alguns segundos e tente novamente.";
