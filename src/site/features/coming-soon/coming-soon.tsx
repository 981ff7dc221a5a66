import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { whatsappLink } from "../../../ui/lib/contact";

export type ComingSoonProduct = { title: string; description: string; features: string[] };

/** 'Internet 5G FWA' on /internet/fwa-5g, 'Internet Móvel 5G' elsewhere (SPEC §2). */
export function comingSoonProduct(pathname: string): ComingSoonProduct {
  if (pathname.includes("/internet/fwa-5g")) {
    return {
      title: "Internet 5G FWA",
      description:
        "Internet fixa sem fio pela rede 5G: chega onde a fibra ainda não passa, sem obra e com instalação rápida.",
      features: [
        "Instalação sem cabos até a sua casa",
        "Velocidade de banda larga",
        "Ideal para áreas rurais",
      ],
    };
  }
  return {
    title: "Internet Móvel 5G",
    description: "Planos de celular com internet 5G, ligações e aplicativos, na mesma conta da sua internet.",
    features: ["Internet 5G no celular", "Ligações ilimitadas", "Tudo na mesma fatura"],
  };
}

export function ComingSoon({
  product,
  whatsappNumber,
  cityName,
}: {
  product: ComingSoonProduct;
  whatsappNumber: string;
  cityName?: string;
}) {
  const message = `Olá! Quero ser notificado quando a ${product.title} estiver disponível${cityName ? ` em ${cityName}` : ""}.`;
  return (
    <section
      data-fill
      className="relative flex-1 overflow-hidden bg-linear-to-br from-blue-700 via-blue-900 to-slate-950 text-white"
    >
      <Icon name="signal" className="absolute -right-10 -bottom-10 size-72 text-white/5" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
        <span className="inline-flex items-center gap-2 rounded-full bg-yellow-300 px-4 py-1 text-sm font-bold text-slate-950">
          <Icon name="radio" className="size-4" />
          Em breve
        </span>
        <h1 className="text-4xl font-extrabold sm:text-6xl">{product.title}</h1>
        <p className="max-w-xl text-lg text-blue-50">{product.description}</p>
        <ul className="flex flex-wrap justify-center gap-2 text-sm">
          {product.features.map((feature) => (
            <li key={feature} className="rounded-full border border-white/30 bg-white/10 px-3 py-1">
              {feature}
            </li>
          ))}
        </ul>
        <p className="text-blue-50">Estamos preparando a chegada. Quer ser avisado quando lançar?</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {whatsappNumber ? (
            <Button asChild variant="accent" size="lg">
              <a href={whatsappLink(whatsappNumber, message)} target="_blank" rel="noopener noreferrer">
                <Icon name="bell" />
                Ser notificado
                <NewWindowHint />
              </a>
            </Button>
          ) : (
            <Button asChild variant="accent" size="lg">
              <a href="/central-atendimento">
                <Icon name="bell" />
                Ser notificado
              </a>
            </Button>
          )}
          <Button asChild variant="outline-on-dark" size="lg" className="border-white/60">
            <a href="/">
              <Icon name="arrow-left" />
              Voltar para a página inicial
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
