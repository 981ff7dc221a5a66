import type { SiteSettings } from "../../../domain";
import { Icon } from "../../../ui/components/icon";
import { ContactChannels } from "./contact-channels";
import { BulletList, InfoPage, InfoSection, TEXT_LINK } from "./info-page";

/** The rules of the refer-a-friend promotion, linked from /indique. */
export function RegulationsPage({
  settings,
  referralRetention,
}: {
  settings: SiteSettings;
  /** REFERRAL_RETENTION_DAYS in words: '12 meses'. */
  referralRetention: string;
}) {
  const name = settings.companyName;
  return (
    <InfoPage
      eyebrow="Indique um amigo"
      title="Regulamento da promoção Indique um Amigo"
      lead={`As regras para indicar um amigo à ${name} e para que vocês dois ganhem 50% de desconto na primeira mensalidade.`}
    >
      <p>
        <a href="/indique" className={`inline-flex items-center gap-2 ${TEXT_LINK}`}>
          <Icon name="arrow-left" className="size-4" />
          Voltar para a página Indique um amigo
        </a>
      </p>

      <InfoSection title="1. Quem pode indicar">
        <p>
          Pode indicar quem já é assinante de internet da {name}, pessoa física, com o contrato ativo e as
          mensalidades em dia na data da indicação e na data em que o desconto for aplicado.
        </p>
      </InfoSection>

      <InfoSection title="2. Quem pode ser indicado">
        <BulletList
          items={[
            "Pessoa física que ainda não é assinante da empresa.",
            "O endereço de instalação precisa estar em uma área atendida pela nossa rede.",
            "Cada pessoa indicada só pode gerar um desconto, mesmo que seja indicada por mais de um assinante: vale a primeira indicação recebida.",
          ]}
        />
      </InfoSection>

      <InfoSection title="3. O benefício">
        <p>
          Quando o amigo indicado assina um plano e a instalação é concluída, os dois ganham{" "}
          <strong>50% de desconto na primeira mensalidade</strong>:
        </p>
        <BulletList
          items={[
            "o amigo indicado, na primeira mensalidade do novo contrato;",
            "quem indicou, na primeira mensalidade que vencer depois da instalação do amigo.",
          ]}
        />
        <p>
          O desconto vale só para a mensalidade do plano: não inclui serviços avulsos, equipamentos, multas ou
          parcelas em atraso. Não é convertido em dinheiro nem transferido a outra pessoa.
        </p>
      </InfoSection>

      <InfoSection title="4. Como indicar">
        <p>
          Pelo formulário da{" "}
          <a href="/indique" className={TEXT_LINK}>
            página Indique um amigo
          </a>{" "}
          (seus dados no primeiro passo, os do seu amigo no segundo) ou pelo WhatsApp da nossa equipe
          comercial. Informe dados verdadeiros e combine a indicação com o seu amigo antes de enviá-la.
        </p>
      </InfoSection>

      <InfoSection title="5. O que não vale">
        <BulletList
          items={[
            "Indicar a si mesmo: o CPF de quem indica precisa ser diferente do CPF do amigo indicado.",
            "Mais de um desconto para o mesmo novo assinante.",
            "Indicações com dados falsos, de terceiros sem o conhecimento deles ou feitas de forma automatizada.",
          ]}
        />
        <p>Nesses casos a indicação é cancelada e o desconto não é concedido.</p>
      </InfoSection>

      <InfoSection title="6. Validade">
        <p>
          A promoção vale enquanto estiver publicada neste site. A {name} pode encerrá-la ou mudar estas
          regras com aviso prévio nesta página; indicações feitas antes do aviso seguem as regras em vigor na
          data em que foram enviadas.
        </p>
      </InfoSection>

      <InfoSection title="7. Uso dos dados">
        <p>
          Os dados informados (nome, telefone, e-mail e CPF de quem indica e do amigo) são usados apenas para
          entrar em contato com o amigo sobre a promoção, conferir a assinatura e a instalação e aplicar o
          desconto. O CPF é guardado com criptografia e os dados da indicação ficam conosco por até{" "}
          {referralRetention}, depois são apagados. O amigo indicado pode pedir a qualquer momento que não o
          procuremos mais. Detalhes na{" "}
          <a href="/politica-privacidade" className={TEXT_LINK}>
            política de privacidade
          </a>
          .
        </p>
      </InfoSection>

      <InfoSection title="8. Dúvidas">
        <p>Fale com a nossa equipe por um destes canais:</p>
        <ContactChannels
          settings={settings}
          channels={["phone", "whatsapp", "salesEmail", "hours"]}
          whatsappMessage={`Olá! Tenho uma dúvida sobre a promoção Indique um Amigo da ${name}.`}
        />
      </InfoSection>
    </InfoPage>
  );
}
