// The console's one way to write an instant: Brasília's day and time, pt-BR ('27/11/2026, 16:56'). Each
// tab once made its own formatter.

const DATE_TIME = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

/** '27/11/2026, 16:56' from an ISO instant. */
export const dateTime = (iso: string) => DATE_TIME.format(new Date(iso));
