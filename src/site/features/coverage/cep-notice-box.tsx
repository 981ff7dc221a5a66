import {
  CEP_INVALID_MESSAGE,
  CEP_NOTICES,
  CEP_RATE_LIMITED_MESSAGE,
  type CepNotice,
  COVERAGE_PAGE_PATH,
} from "../../../domain";
import { alertVariants } from "../../../ui/components/alert";

const noticeLink = "font-semibold underline underline-offset-4";

/**
 * Why the CEP opened no city, first thing under the heading. Part of the page the visitor asked for, so
 * not an alert: it is read in order, not announced over the page.
 */
export function CepNoticeBox({ notice }: { notice: CepNotice }) {
  if (notice === CEP_NOTICES.uncovered)
    return (
      <div className={alertVariants({ variant: "info", text: "base", className: "flex-col" })}>
        <p className="font-semibold">Ainda não chegamos ao CEP que você digitou.</p>
        <p>
          Veja abaixo as cidades atendidas,{" "}
          <a href={COVERAGE_PAGE_PATH} className={noticeLink}>
            peça para ser avisado
          </a>{" "}
          quando a nossa internet chegar ou{" "}
          <a href="/chat" className={noticeLink}>
            fale com a gente pelo WhatsApp
          </a>
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
        <a href="/" className={noticeLink}>
          Digitar o CEP de novo
        </a>{" "}
        ou escolher sua cidade na lista abaixo.
      </p>
    </div>
  );
}
