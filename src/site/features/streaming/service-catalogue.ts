// The catalogue's texts: read by route loaders only, so they reach the browser as the page's data
// (one service's, on its page) instead of in every page's JavaScript.
import { STREAMING_CATALOGUE } from "../../../domain";
import type { StreamingService } from "./services";

type ServiceText = Omit<StreamingService, "id" | "name" | "article">;

const FEMININE = new Set(["netflix", "max", "pluto-tv", "looke", "hbo-max", "crunchyroll", "funimation"]);

const TEXTS: Record<string, ServiceText> = {
  netflix: {
    description: "Séries, filmes, documentários e reality shows originais para maratonar.",
    colorClass: "from-red-700 to-red-900",
    features: ["Produções originais", "Perfis para toda a família", "Download para ver off-line"],
    about:
      "A Netflix é um serviço de streaming por assinatura com séries, filmes, documentários, animes e reality shows, muitos deles produções próprias. Dá para assistir na smart TV, no celular, no computador e no videogame, com perfis separados para cada pessoa da casa.",
    kind: "video",
  },
  disney: {
    description: "Disney, Pixar, Marvel, Star Wars e National Geographic em um só lugar.",
    colorClass: "from-blue-800 to-indigo-950",
    features: ["Clássicos e lançamentos", "Conteúdo infantil", "Até 4K nas telas compatíveis"],
    about:
      "O Disney+ reúne os filmes e as séries da Disney, da Pixar, da Marvel, de Star Wars e da National Geographic, dos clássicos de animação aos lançamentos mais recentes, com perfis infantis e controle dos pais.",
    kind: "video",
  },
  "prime-video": {
    description: "Filmes, séries e esportes, com títulos para alugar ou comprar.",
    colorClass: "from-sky-700 to-sky-900",
    features: ["Séries originais", "Canais adicionais", "Download para ver off-line"],
    about:
      "O Prime Video é o serviço de vídeo da Amazon: filmes, séries originais, transmissões esportivas e canais que podem ser assinados à parte, além de títulos para alugar ou comprar.",
    kind: "video",
  },
  max: {
    description: "Séries e filmes da Warner Bros., HBO, DC e Discovery.",
    colorClass: "from-indigo-700 to-violet-900",
    features: ["Séries premiadas da HBO", "Filmes da Warner e da DC", "Ativação com o login do provedor"],
    about:
      "A Max reúne as séries e os filmes da HBO, da Warner Bros., da DC e da Discovery, com lançamentos e clássicos para todas as idades.",
    kind: "video",
  },
  globoplay: {
    description: "Novelas, séries, jornalismo e a programação da TV Globo ao vivo.",
    colorClass: "from-rose-700 to-orange-800",
    features: ["TV Globo ao vivo", "Novelas completas", "Séries e filmes nacionais"],
    about:
      "O Globoplay é a plataforma de streaming da Globo, com a programação ao vivo da TV Globo, novelas completas, séries originais, filmes e jornalismo.",
    kind: "video",
  },
  paramount: {
    description: "Filmes da Paramount, séries originais e reality shows.",
    colorClass: "from-blue-700 to-blue-900",
    features: ["Filmes de estúdio", "Séries originais", "Conteúdo infantil"],
    about:
      "O Paramount+ traz os filmes da Paramount Pictures, séries originais, reality shows e desenhos animados para as crianças.",
    kind: "video",
  },
  "apple-tv": {
    description: "Séries e filmes originais da Apple, sem intervalos comerciais.",
    colorClass: "from-zinc-700 to-zinc-900",
    features: ["Produções exclusivas", "Sem anúncios", "Disponível em várias telas"],
    about:
      "O Apple TV+ é o serviço de streaming da Apple, dedicado a séries, filmes e documentários originais, disponível no aplicativo Apple TV de smart TVs, celulares e navegadores.",
    kind: "video",
  },
  "pluto-tv": {
    description: "Canais ao vivo e filmes sob demanda, de graça.",
    colorClass: "from-yellow-800 to-amber-900",
    features: ["Gratuito", "Canais temáticos ao vivo", "Sem cadastro obrigatório"],
    about:
      "A Pluto TV é um serviço gratuito, mantido por anúncios, com dezenas de canais temáticos ao vivo e uma seleção de filmes e séries sob demanda. Só precisa de uma boa conexão.",
    kind: "free",
  },
  "claro-tv": {
    description: "Canais de TV ao vivo e conteúdo sob demanda no aplicativo.",
    colorClass: "from-red-700 to-rose-900",
    features: ["Canais ao vivo", "Programas sob demanda", "Assista no celular e na TV"],
    about:
      "O Claro TV+ é um aplicativo de TV por assinatura pela internet, com canais ao vivo e programas sob demanda para assistir na smart TV ou no celular.",
    kind: "video",
  },
  telecine: {
    description: "Os grandes lançamentos do cinema, sob demanda e em canais ao vivo.",
    colorClass: "from-red-800 to-neutral-900",
    features: ["Lançamentos do cinema", "Canais de filmes ao vivo", "Ativação com o login do provedor"],
    about:
      "O Telecine é o serviço de filmes da Globo: lançamentos dos grandes estúdios, clássicos e filmes nacionais, sob demanda e nos canais ao vivo.",
    kind: "video",
  },
  looke: {
    description: "Mais de 10.000 títulos entre filmes, séries, documentários e infantis.",
    colorClass: "from-teal-700 to-cyan-900",
    features: ["Mais de 10.000 títulos", "Filmes nacionais e independentes", "Ativação com CPF e telefone"],
    about:
      "A Looke é uma plataforma brasileira de streaming com mais de 10.000 títulos: filmes, séries, documentários, shows e conteúdo infantil, com destaque para o cinema nacional e independente.",
    kind: "video",
  },
  premiere: {
    description: "Os jogos do Brasileirão e dos estaduais ao vivo.",
    colorClass: "from-green-700 to-emerald-900",
    features: ["Futebol ao vivo", "Brasileirão e estaduais", "Assista na TV e no celular"],
    about:
      "O Premiere é o canal de futebol por assinatura da Globo, com os jogos do Campeonato Brasileiro e de campeonatos estaduais ao vivo, além de programas e bastidores.",
    kind: "sports",
  },
  "hbo-max": {
    description: "O catálogo da HBO com séries premiadas e filmes de sucesso.",
    colorClass: "from-purple-700 to-purple-950",
    features: ["Séries premiadas", "Filmes de estúdio", "Perfis para toda a família"],
    about:
      "A HBO Max reúne as séries da HBO e os filmes da Warner Bros. e da DC, com lançamentos, clássicos e conteúdo para toda a família. Se o seu plano inclui a Max, a ativação segue o guia da Max.",
    kind: "video",
  },
  spotify: {
    description: "Milhões de músicas e podcasts para ouvir onde quiser.",
    colorClass: "from-green-700 to-green-900",
    features: ["Músicas e podcasts", "Playlists personalizadas", "Ouça off-line no plano pago"],
    about:
      "O Spotify é um serviço de música e podcasts com milhões de faixas, playlists feitas para você e a opção de ouvir sem conexão na assinatura paga.",
    kind: "music",
  },
  "youtube-premium": {
    description: "YouTube sem anúncios, em segundo plano e off-line, com YouTube Music.",
    colorClass: "from-red-700 to-red-950",
    features: ["Vídeos sem anúncios", "Reprodução em segundo plano", "YouTube Music incluso"],
    about:
      "O YouTube Premium é a assinatura do YouTube que tira os anúncios dos vídeos, deixa tocar com a tela desligada e baixar vídeos para ver off-line, e inclui o YouTube Music.",
    kind: "music",
  },
  deezer: {
    description: "Músicas, podcasts e a sua trilha do dia a dia, com o Flow.",
    colorClass: "from-violet-700 to-fuchsia-900",
    features: ["Catálogo com milhões de faixas", "Letras sincronizadas", "Ouça off-line"],
    about:
      "O Deezer é um serviço de música com milhões de faixas, podcasts e o Flow, uma mistura infinita montada a partir do que você gosta de ouvir.",
    kind: "music",
  },
  crunchyroll: {
    description: "O maior catálogo de animes, com episódios logo após o Japão.",
    colorClass: "from-orange-700 to-orange-900",
    features: ["Animes legendados e dublados", "Simulcasts", "Mangás e jogos"],
    about:
      "A Crunchyroll é o serviço de streaming dedicado a animes, com títulos legendados e dublados em português e episódios novos pouco depois da exibição no Japão.",
    kind: "video",
  },
  funimation: {
    description: "Animes dublados e legendados para os fãs do gênero.",
    colorClass: "from-purple-700 to-indigo-900",
    features: ["Animes dublados", "Clássicos do gênero", "Catálogo integrado à Crunchyroll"],
    about:
      "A Funimation foi um serviço de animes dublados e legendados. Seu catálogo passou para a Crunchyroll, onde os fãs encontram hoje os mesmos títulos.",
    kind: "video",
  },
  discovery: {
    description: "Documentários, reality shows, ciência, natureza e culinária.",
    colorClass: "from-sky-800 to-blue-950",
    features: ["Documentários", "Reality shows", "Ciência e natureza"],
    about:
      "O Discovery+ reúne os programas dos canais Discovery: documentários, reality shows, ciência, natureza, investigação, casa e culinária.",
    kind: "video",
  },
  "star-plus": {
    description: "Séries, filmes e esportes ao vivo para o público adulto.",
    colorClass: "from-slate-700 to-slate-900",
    features: ["Séries para adultos", "Esportes ao vivo", "Filmes de estúdio"],
    about:
      "O Star+ trazia séries e filmes para o público adulto e esportes ao vivo. Seu conteúdo passou a fazer parte do Disney+.",
    kind: "video",
  },
};

/** The 20 catalogue services, in the catalogue's order, with their card and page texts. */
export const STREAMING_SERVICES: readonly StreamingService[] = STREAMING_CATALOGUE.map((entry) => {
  const text = TEXTS[entry.id];
  if (!text) throw new Error(`no texts for streaming service ${entry.id}`);
  return { ...entry, ...text, article: FEMININE.has(entry.id) ? "a" : "o" };
});

export const findStreamingService = (id: string) => STREAMING_SERVICES.find((service) => service.id === id);
