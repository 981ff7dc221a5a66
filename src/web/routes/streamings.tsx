import { uploadedLogos } from "../../domain";
import { STREAMING_SERVICES } from "../features/streaming/service-catalogue";
import { orderByInclusion } from "../features/streaming/services";
import { StreamingCatalogue } from "../features/streaming/streaming-catalogue";
import { pageMeta } from "../lib/page-meta";
import { listCurrentOffers, listIncludedStreamings } from "../server-context.server";
import type { Route } from "./+types/streamings";

export async function loader({ context }: Route.LoaderArgs) {
  // The services the provider's plans include lead, with the logos staff uploaded; the others follow.
  const [included, offers] = await Promise.all([listIncludedStreamings(context), listCurrentOffers(context)]);
  const logos = uploadedLogos(offers.flatMap((offer) => offer.apps));
  const services = STREAMING_SERVICES.map((service) => ({ ...service, logoUrl: logos[service.id] ?? null }));
  return orderByInclusion(services, included);
}

// The floating WhatsApp button's message names what this page sells.
// No client app (decision 0043): the catalogue is links.
export const handle = { salesTopic: "streamings" as const, staticPage: true };

export const meta: Route.MetaFunction = (args) => {
  const included = args.loaderData?.included ?? [];
  const names = included.map((service) => service.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : (names[0] ?? "");
  return pageMeta(args, {
    title: "Streamings",
    description: list
      ? `${list} nos nossos planos, e o que oferecem outros ${args.loaderData?.others.length ?? 0} serviços: veja como ter e como ativar.`
      : "Netflix, Max, Globoplay, Looke e mais: veja o que cada serviço oferece, como ter no seu plano e como ativar.",
  });
};

export default function Streamings({ loaderData }: Route.ComponentProps) {
  return <StreamingCatalogue included={loaderData.included} others={loaderData.others} />;
}
