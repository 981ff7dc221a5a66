// Page texts sent as loader data, so they stay out of the page's JavaScript (the JavaScript budget,
// docs/decisions/0010).
export type EntertainmentService = { id: string; name: string; text: string };

const SERVICES: EntertainmentService[] = [
  { id: "max", name: "Max", text: "Séries da HBO, filmes da Warner e o melhor do entretenimento." },
  { id: "globoplay", name: "Globoplay", text: "Novelas, séries, jornalismo e a programação da Globo." },
  { id: "telecine", name: "Telecine", text: "Os grandes lançamentos do cinema, sem intervalos." },
  { id: "premiere", name: "Premiere", text: "Os jogos do Brasileirão ao vivo, rodada após rodada." },
];

export const combosContent = { services: SERVICES };
