import { cityLabel } from "../../domain";
import { useCity } from "../components/city/city-context";
import { Island, type IslandPageHandle } from "../components/island";
import { ServerHtml } from "../components/server-html";
import { CameraPlansSection } from "../features/plans/camera-plans-section";
import { webcamContent } from "../features/webcam/webcam-content.server";
import { WebcamContact, WebcamFaq, WebcamHero } from "../features/webcam/webcam-page";
import { webcamFeaturesHtml } from "../features/webcam/webcam-static.server";
import type { SalesTopic } from "../lib/contact";
import { keepInDocument } from "../lib/document-html.server";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/webcam";

// The floating WhatsApp button's message names what this page sells. A first load is a page of islands
// (decision 0049): the plans hydrate, alone, and the demo once its code has come after them (decision 0039).
export const handle = {
  salesTopic: "cameras" as const,
  islands: ["camera-plans"],
} satisfies IslandPageHandle & { salesTopic: SalesTopic };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Câmeras de segurança",
    description:
      "Câmeras de segurança com visualização ao vivo no celular, gravação na nuvem e alertas de movimento, somadas à fatura da sua internet.",
  });

export function loader({ context }: Route.LoaderArgs) {
  return { faq: webcamContent.faq, features: keepInDocument(context, { html: webcamFeaturesHtml() }).html };
}

export default function Webcam({ loaderData }: Route.ComponentProps) {
  const { faq, features } = loaderData;
  const settings = useSiteSettings();
  const { city } = useCity();
  return (
    <>
      <WebcamHero whatsappNumber={settings.whatsappNumber} cityName={city ? cityLabel(city) : undefined} />
      <ServerHtml className="contents" html={features} />
      <Island
        name="camera-plans"
        component={CameraPlansSection}
        props={{ whatsappNumber: settings.whatsappNumber }}
      />
      <WebcamFaq items={faq} />
      <WebcamContact salesPhone={settings.salesPhone} />
    </>
  );
}
