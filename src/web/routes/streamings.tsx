import { STREAMING_SERVICES } from "../features/streaming/service-catalogue";
import { StreamingCatalogue } from "../features/streaming/streaming-catalogue";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/streamings";

export function loader() {
  return { services: STREAMING_SERVICES };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Streamings",
    description:
      "Netflix, Max, Globoplay, Looke, Telecine, Premiere e mais 14 serviços: veja o que cada um oferece, como ter no seu plano e como ativar.",
  });

export default function Streamings({ loaderData }: Route.ComponentProps) {
  return <StreamingCatalogue services={loaderData.services} />;
}
