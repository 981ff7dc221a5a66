/** The §8 sign-out failure pair, shown by the toast (scripts on) and by /intranet/sair (scripts off). */
export const SIGN_OUT_FAILED = { title: "Erro ao sair", message: "Não foi possível encerrar a sessão." };
