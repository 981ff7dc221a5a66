export type BlogArticle = {
  id: string;
  title: string;
  excerpt: string;
  /** A site-relative SVG under /images/blog, 640 × 360. */
  image: string;
  imageAlt: string;
  category: string;
  /** ISO date of publication. */
  date: string;
  /** Minutes. */
  readTime: number;
  author: string;
};

/** Newest first; the first is the featured article. */
export const ARTICLES: BlogArticle[] = [
  {
    id: "fibra-optica-o-que-muda",
    title: "Fibra óptica: o que muda na sua conexão",
    excerpt:
      "Entenda por que a fibra até a sua casa é mais estável e rápida que as conexões por cabo de cobre e o que isso significa no dia a dia.",
    image: "/images/blog/fibra-optica-o-que-muda.svg",
    imageAlt: "Ilustração de cabos de fibra óptica transmitindo luz até uma casa",
    category: "Tecnologia",
    date: "2026-11-10",
    readTime: 5,
    author: "Mariana Lopes",
  },
  {
    id: "wi-fi-melhor-sinal",
    title: "7 dicas para melhorar o sinal do Wi-Fi em casa",
    excerpt: "Posição do roteador, canais, frequências de 2,4 e 5 GHz: ajustes simples que fazem diferença.",
    image: "/images/blog/wi-fi-melhor-sinal.svg",
    imageAlt: "Ilustração de um roteador Wi-Fi no centro de uma sala emitindo ondas de sinal",
    category: "Dicas",
    date: "2026-11-03",
    readTime: 4,
    author: "Rafael Souza",
  },
  {
    id: "boletos-e-pix-falsos",
    title: "Como identificar boletos e Pix falsos",
    excerpt:
      "Golpistas imitam faturas de provedores. Veja o que conferir antes de pagar e onde emitir a 2ª via.",
    image: "/images/blog/boletos-e-pix-falsos.svg",
    imageAlt: "Ilustração de um escudo protegendo um boleto e um celular com Pix",
    category: "Segurança",
    date: "2026-10-27",
    readTime: 4,
    author: "Camila Ferreira",
  },
  {
    id: "streaming-4k-sem-travar",
    title: "Streaming em 4K sem travar: de quanta internet você precisa",
    excerpt:
      "Quantos mega são necessários para filmes, séries e jogos ao vivo quando a família inteira está conectada.",
    image: "/images/blog/streaming-4k-sem-travar.svg",
    imageAlt: "Ilustração de uma televisão exibindo um botão de reproduzir e o selo 4K",
    category: "Entretenimento",
    date: "2026-10-20",
    readTime: 3,
    author: "Lucas Almeida",
  },
  {
    id: "home-office-conexao-estavel",
    title: "Home office: monte uma conexão estável para trabalhar",
    excerpt:
      "Cabo ou Wi-Fi, upload, videochamadas e rede para convidados: um roteiro para trabalhar de casa sem sustos.",
    image: "/images/blog/home-office-conexao-estavel.svg",
    imageAlt: "Ilustração de uma mesa de trabalho com notebook em videochamada",
    category: "Trabalho",
    date: "2026-10-13",
    readTime: 5,
    author: "Juliana Ribeiro",
  },
  {
    id: "5g-fwa-internet-fixa-pelo-ar",
    title: "5G FWA: a internet fixa que chega pelo ar",
    excerpt: "Como funciona o acesso fixo sem fio pela rede 5G e para quem ele é indicado.",
    image: "/images/blog/5g-fwa-internet-fixa-pelo-ar.svg",
    imageAlt: "Ilustração de uma antena 5G enviando sinal para uma casa no campo",
    category: "Tecnologia",
    date: "2026-10-06",
    readTime: 4,
    author: "Mariana Lopes",
  },
];

/** Category counts of the whole blog archive (SPEC §9), not only of the articles listed here. */
export const CATEGORIES = [
  { name: "Tecnologia", count: 12 },
  { name: "Dicas", count: 8 },
  { name: "Segurança", count: 6 },
  { name: "Entretenimento", count: 9 },
  { name: "Trabalho", count: 5 },
];

export function findArticle(id: string): BlogArticle | undefined {
  return ARTICLES.find((article) => article.id === id);
}

/** Lower case without accents, so "seguranca" finds "Segurança". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Articles whose title, excerpt, category or author contain every word of the query. */
export function searchArticles(articles: readonly BlogArticle[], query: string): BlogArticle[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const haystack = fold(`${article.title} ${article.excerpt} ${article.category} ${article.author}`);
    return words.every((word) => haystack.includes(word));
  });
}

export function formatArticleDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("pt-BR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A plausible e-mail address: something@domain.tld, no spaces. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim());
}
