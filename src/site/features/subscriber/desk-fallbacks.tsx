import type { SiteSettings } from "../../../domain";
import { TEXT_LINK } from "./desk-forms";

// The new desk pages (issue 58) without an ERP that can answer them: what the subscriber can do instead,
// calmly, with the portal and the support page.

/** 'Documentos' without an ERP: the portal has the contract and the notas fiscais. */
export function DocumentsFallback({ settings }: { settings: SiteSettings }) {
  return (
    <div className="flex flex-col gap-4">
      <p>
        O contrato e as notas fiscais ficam no{" "}
        <a href="/cliente" className={TEXT_LINK}>
          portal do assinante
        </a>
        . Se preferir, peça uma cópia pela{" "}
        <a href="/central-atendimento" className={TEXT_LINK}>
          central de atendimento
        </a>
        {settings.companyName ? ` da ${settings.companyName}` : ""}.
      </p>
    </div>
  );
}

/** 'Minha internet caiu' without an ERP: the support page's step by step and its channels. */
export function InternetFallback() {
  return (
    <div className="flex flex-col gap-4">
      <p>
        Antes de chamar o suporte, olhe as luzes do aparelho da fibra (ONU), desligue a ONU e o roteador da
        tomada por 30 segundos e teste com um cabo de rede. O passo a passo completo e os canais do suporte
        estão na página de{" "}
        <a href="/suporte" className={TEXT_LINK}>
          suporte técnico
        </a>
        .
      </p>
    </div>
  );
}
