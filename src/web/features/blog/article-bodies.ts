/**
 * The full text of each article. Only route loaders import this module, so the text travels as page
 * data for the one article shown and never in the listing's JavaScript.
 */
export type ArticleSection = { heading?: string; paragraphs: string[] };

export const ARTICLE_BODIES: Record<string, ArticleSection[]> = {
  "fibra-optica-o-que-muda": [
    {
      paragraphs: [
        "A fibra óptica transmite dados por pulsos de luz dentro de fios de vidro mais finos que um fio de cabelo. Diferente do cabo de cobre, a luz não sofre interferência elétrica e perde muito pouca força ao longo do caminho, o que permite levar altas velocidades por vários quilômetros sem queda de qualidade.",
        "Quando a fibra chega até dentro da sua casa (o que se chama FTTH, do inglês fiber to the home), não há trechos de cobre no meio do caminho. É por isso que a conexão por fibra costuma ser mais estável, com menos oscilações em dias de chuva e em horários de pico.",
      ],
    },
    {
      heading: "Velocidade de download e de upload",
      paragraphs: [
        "Outra vantagem é o upload. Nas tecnologias antigas, a velocidade de envio era uma pequena fração da de download. Na fibra, o upload é bem maior, o que faz diferença em videochamadas, no envio de arquivos para a nuvem e em transmissões ao vivo.",
        "A latência, o tempo que um dado leva para ir e voltar, também é menor. Em jogos on-line e chamadas de vídeo, isso significa respostas mais rápidas e menos atrasos na conversa.",
      ],
    },
    {
      heading: "O que fazer para aproveitar tudo",
      paragraphs: [
        "Para tirar o máximo da fibra, use um roteador compatível com a velocidade contratada, prefira o cabo de rede nos aparelhos fixos, como TV e computador, e posicione o roteador em um local central da casa. Se tiver dúvidas, nossa equipe técnica ajuda a configurar tudo na instalação.",
      ],
    },
  ],
  "wi-fi-melhor-sinal": [
    {
      paragraphs: [
        "Muitas vezes a internet chega rápida até a sua casa, mas o Wi-Fi não consegue entregar toda essa velocidade em todos os cômodos. A boa notícia é que pequenos ajustes resolvem boa parte dos problemas.",
      ],
    },
    {
      heading: "Posição e obstáculos",
      paragraphs: [
        "1. Coloque o roteador em um ponto central e elevado, como uma estante, longe do chão.",
        "2. Evite deixá-lo dentro de armários, atrás da TV ou perto de espelhos e aquários: metal, vidro e água atrapalham o sinal.",
        "3. Mantenha distância de micro-ondas e telefones sem fio, que usam frequências parecidas.",
      ],
    },
    {
      heading: "Frequências e aparelhos",
      paragraphs: [
        "4. Use a rede de 5 GHz para os aparelhos próximos do roteador: ela é mais rápida, mas alcança menos.",
        "5. Deixe a rede de 2,4 GHz para cômodos mais distantes e aparelhos simples, como lâmpadas e tomadas inteligentes.",
        "6. Desconecte aparelhos que você não usa mais: cada um disputa a atenção do roteador.",
        "7. Em casas grandes ou com muitas paredes, considere um sistema mesh ou um ponto de acesso extra ligado por cabo. Repetidores simples costumam reduzir bastante a velocidade.",
        "Se mesmo assim o sinal continuar fraco, fale com o nosso suporte: fazemos um diagnóstico remoto e, se for preciso, agendamos uma visita técnica.",
      ],
    },
  ],
  "boletos-e-pix-falsos": [
    {
      paragraphs: [
        "Os golpes com faturas falsas ficaram mais sofisticados: os criminosos copiam a identidade visual das empresas, usam nomes parecidos e enviam os documentos por e-mail, SMS ou WhatsApp. Alguns minutos de atenção antes de pagar evitam o prejuízo.",
      ],
    },
    {
      heading: "O que conferir no boleto",
      paragraphs: [
        "Verifique se o nome do beneficiário e o CNPJ que aparecem no aplicativo do banco, na hora do pagamento, são os da operadora. Compare o valor e o vencimento com as faturas anteriores e desconfie de descontos para pagamento imediato.",
        "No Pix, a regra é a mesma: antes de confirmar, confira o nome de quem vai receber. Uma chave em nome de pessoa física ou de outra empresa é sinal de golpe.",
      ],
    },
    {
      heading: "Onde emitir a 2ª via com segurança",
      paragraphs: [
        "Emita a 2ª via somente pela área do cliente do nosso site ou pelos canais oficiais de atendimento. Nunca informamos dados de pagamento por ligações que você não pediu, nem pedimos senhas ou códigos recebidos por SMS.",
        "Se recebeu uma cobrança suspeita, não pague: entre em contato com a nossa central para confirmar e denuncie a mensagem na plataforma em que ela chegou.",
      ],
    },
  ],
  "streaming-4k-sem-travar": [
    {
      paragraphs: [
        "Assistir a um filme em 4K exige bem mais da internet que um vídeo comum. Os próprios serviços de streaming recomendam cerca de 25 Mega por tela em 4K, 5 Mega em Full HD e 3 Mega em HD.",
      ],
    },
    {
      heading: "Some todos os aparelhos",
      paragraphs: [
        "A conta que importa é a da casa inteira. Se duas TVs exibem 4K ao mesmo tempo, enquanto alguém joga on-line e outra pessoa participa de uma videochamada, o consumo pode passar de 60 Mega, sem contar as atualizações automáticas de celulares e consoles.",
        "Por isso, para famílias que usam vários serviços ao mesmo tempo, planos a partir de 350 Mega deixam uma boa folga. Para quem mora sozinho e assiste em uma tela só, velocidades menores já resolvem.",
      ],
    },
    {
      heading: "Dicas para não travar",
      paragraphs: [
        "Ligue a smart TV ao roteador por cabo sempre que possível, ou use a rede Wi-Fi de 5 GHz. Mantenha o aplicativo de streaming atualizado e, se a imagem cair de qualidade, reinicie o aplicativo antes de reiniciar o roteador.",
      ],
    },
  ],
  "home-office-conexao-estavel": [
    {
      paragraphs: [
        "Trabalhar de casa depende de uma conexão que não falhe no meio de uma reunião. Mais do que a velocidade contratada, contam a estabilidade, o upload e a organização da rede.",
      ],
    },
    {
      heading: "Cabo, upload e videochamadas",
      paragraphs: [
        "Se possível, ligue o computador de trabalho ao roteador com um cabo de rede: ele elimina interferências e reduz a latência. Em videochamadas, o upload é tão importante quanto o download, porque é ele que leva a sua imagem e a sua voz.",
        "Feche aplicativos que sincronizam arquivos grandes durante as reuniões e combine com a família os horários de maior uso, como jogos on-line e downloads pesados.",
      ],
    },
    {
      heading: "Segurança da rede",
      paragraphs: [
        "Troque a senha padrão do roteador, use criptografia WPA2 ou WPA3 e crie uma rede separada para visitantes. Mantenha o sistema do computador atualizado e use a VPN da sua empresa quando ela for exigida.",
        "Para quem tem um pequeno negócio em casa, os planos empresariais oferecem atendimento prioritário e opções de IP fixo.",
      ],
    },
  ],
  "5g-fwa-internet-fixa-pelo-ar": [
    {
      paragraphs: [
        "FWA significa Fixed Wireless Access, ou acesso fixo sem fio. Em vez de um cabo chegando até a casa, uma antena externa ou um roteador especial recebe o sinal da rede 5G e o distribui pelo Wi-Fi, como em uma internet fixa comum.",
      ],
    },
    {
      heading: "Para quem é indicado",
      paragraphs: [
        "O 5G FWA é uma boa alternativa para regiões onde a fibra ainda não chegou, como áreas rurais e condomínios afastados, e para quem precisa de instalação rápida, sem obras nem passagem de cabos.",
        "A velocidade depende da distância até a antena da operadora e dos obstáculos no caminho. Em boas condições, permite streaming, videochamadas e trabalho remoto com tranquilidade.",
      ],
    },
    {
      heading: "Quando chega",
      paragraphs: [
        "Estamos preparando o lançamento da nossa Internet 5G FWA. Na página do produto, você pode pedir para ser avisado assim que ela estiver disponível na sua cidade.",
      ],
    },
  ],
};
