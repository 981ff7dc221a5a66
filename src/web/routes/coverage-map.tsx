import { Link } from "react-router";
import {
  CEP_INVALID_MESSAGE,
  CEP_NOTICES,
  CEP_RATE_LIMITED_MESSAGE,
  type CepNotice,
  COVERAGE_PAGE_PATH,
  parseCepNotice,
} from "../../domain";
import { alertVariants } from "../components/ui/alert";
import { cityCountText, groupByState, statesSummary } from "../features/coverage/coverage";
import { CoverageList } from "../features/coverage/coverage-list";
import { pageMeta } from "../lib/page-meta";
import { listActiveCities } from "../server-context.server";
import type { Route } from "./+types/coverage-map";

// Where the city modal's CEP search lands when no script ran (CITY_CHOICE_PATH): why no city was opened.
// No client app (decision 0043): a list of links and a CEP notice.
export const handle = {
  queryParams: Object.values(CEP_NOTICES).map((value) => `cep=${value}`),
  staticPage: true,
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const notice = parseCepNotice(new URL(request.url).searchParams.get("cep"));
  return { cities: await listActiveCities(context), notice };
}

const noticeLink = "font-semibold underline underline-offset-4";

/**
 * Why the CEP opened no city, first thing under the heading. Part of the page the visitor asked for, so
 * not an alert: it is read in order, not announced over the page.
 */
function CepNoticeBox({ notice }: { notice: CepNotice }) {
  if (notice === CEP_NOTICES.uncovered)
    return (
      <div className={alertVariants({ variant: "info", text: "base", className: "flex-col" })}>
        <p className="font-semibold">Ainda não chegamos ao CEP que você digitou.</p>
        <p>
          Veja abaixo as cidades atendidas,{" "}
          <Link to={COVERAGE_PAGE_PATH} className={noticeLink}>
            peça para ser avisado
          </Link>{" "}
          quando a nossa internet chegar ou{" "}
          <Link to="/chat" className={noticeLink}>
            fale com a gente pelo WhatsApp
          </Link>
          .
        </p>
      </div>
    );
  return (
    <div className={alertVariants({ variant: "destructive", text: "base", className: "flex-col" })}>
      <p className="font-semibold">
        {notice === CEP_NOTICES.invalid ? CEP_INVALID_MESSAGE : CEP_RATE_LIMITED_MESSAGE}
      </p>
      <p>
        <Link to="/" className={noticeLink}>
          Digitar o CEP de novo
        </Link>{" "}
        ou escolher sua cidade na lista abaixo.
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Mapa de cobertura",
    description:
      "Veja as cidades onde há internet fibra, por estado, e os planos disponíveis em cada uma delas.",
  });

export default function CoverageMap({ loaderData }: Route.ComponentProps) {
  const { cities, notice } = loaderData;
  const groups = groupByState(cities);
  const states = groups.length;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold md:text-4xl">Mapa de cobertura</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Atendemos {cityCountText(cities.length)} em {states === 1 ? "1 estado" : `${states} estados`}
          {states > 1 ? `: ${statesSummary(groups)}` : ""}. Escolha a sua cidade para ver os planos de
          internet, câmeras e empresas disponíveis nela.
        </p>
      </header>
      {notice && <CepNoticeBox notice={notice} />}
      <CoverageList cities={cities} />
    </div>
  );
}
