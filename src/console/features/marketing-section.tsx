import { useState } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import {
  type ConnectionTestResult,
  marketingSettingsInputSchema,
  type SavedMarketingSettings,
} from "../../domain/marketing";
import { Button } from "../../ui/components/button";
import { Form } from "../../ui/components/form";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../ui/components/table";
import { notify } from "../../ui/lib/toast";
import { adminApi } from "../kit/admin-client";
import { dateTime } from "../kit/dates";
import { FieldGroup, SwitchField, TextareaField, TextField } from "../kit/fields";
import { FormFailure, useEntityForm } from "../kit/use-entity-form";
import { useMutation } from "../kit/use-mutation";

// Configurações → 'Marketing e avisos' (decision 0068): RD Station Marketing's API key, the SMTP server and
// the sales team's addresses for a new lead's e-mail, WhatsApp Cloud API's template alert, and the last
// deliveries by number and state only. Secrets are write-only: shown masked, empty keeps them.

const FAILURE = "Erro ao salvar marketing e avisos";
const STATUS_LABELS = { pending: "Pendente", delivered: "Entregue", failed: "Falhou" } as const;
const CHANNEL_LABELS = {
  rdstation: "RD Station",
  email: "E-mail",
  whatsapp: "WhatsApp",
  protocol: "Protocolo por e-mail",
  notice_email: "Fim de falha por e-mail",
  notice_whatsapp: "Fim de falha por WhatsApp",
  request: "Protocolo de solicitação por e-mail",
  request_reply: "Resposta de solicitação por e-mail",
} as const;
const SOURCE_LABELS = {
  lead: "Contato",
  newsletter: "Inscrito",
  sign_up: "Contratação",
  request: "Solicitação",
} as const;

export type MarketingDeliveryRow = {
  id: number;
  channel: keyof typeof CHANNEL_LABELS;
  source: keyof typeof SOURCE_LABELS;
  sourceId: number;
  /** The seller an alert went to; null: RD Station, or the team's addresses of the settings. */
  staffName: string | null;
  status: keyof typeof STATUS_LABELS;
  attempts: number;
  lastError: string | null;
  createdAt: string;
};

type FormValues = z.input<typeof marketingSettingsInputSchema>;

/**
 * 'Testar conexão' of one channel: tries what is saved, says the outcome in a toast and under the button
 * (the toast goes, the line stays while the page does).
 */
function ConnectionTest({
  label,
  run,
}: {
  /** 'o servidor SMTP', 'o WhatsApp': what the button tries, for screen readers. */
  label: string;
  run: () => Promise<Response>;
}) {
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<ConnectionTestResult | null>(null);
  const test = async () => {
    setTesting(true);
    let outcome: ConnectionTestResult;
    try {
      const response = await run();
      outcome = response.ok
        ? ((await response.json()) as ConnectionTestResult)
        : { ok: false, message: "Não foi possível testar agora. Tente novamente em instantes." };
    } catch {
      outcome = { ok: false, message: "Sem conexão com o servidor. Verifique sua internet." };
    }
    setResult(outcome);
    setTesting(false);
    if (outcome.ok) notify.success("Conexão funcionando", { description: outcome.message });
    else notify.error("Falha no teste de conexão", outcome.message);
  };
  return (
    <div className="flex flex-col items-start gap-2 sm:col-span-2">
      <p className="text-sm text-muted-foreground">Testa as configurações salvas: salve antes de testar.</p>
      <Button type="button" variant="outline" busy={testing} onClick={() => void test()}>
        {testing ? "Testando..." : "Testar conexão"}
        <span className="sr-only"> com {label}</span>
      </Button>
      <div role="status">
        {result && (
          <p className={result.ok ? "font-semibold text-success" : "font-semibold text-destructive"}>
            {result.message}
          </p>
        )}
      </div>
    </div>
  );
}

const kept = (hint: string | null) =>
  hint ? `Deixe em branco para manter a salva (${hint}).` : "Ainda não informada.";

export function MarketingSection({
  settings,
  deliveries,
}: {
  settings: SavedMarketingSettings;
  deliveries: MarketingDeliveryRow[];
}) {
  const revalidator = useRevalidator();
  const mutation = useMutation();
  const values: FormValues = {
    rdstationKey: "",
    rdstationRemove: false,
    smtpHost: settings.smtpHost,
    smtpPort: settings.smtpPort,
    smtpSecure: settings.smtpSecure,
    smtpUser: settings.smtpUser,
    smtpPassword: "",
    smtpFrom: settings.smtpFrom,
    alertEmails: settings.alertEmails.join("\n"),
    whatsappPhoneNumberId: settings.whatsappPhoneNumberId,
    whatsappToken: "",
    whatsappTemplate: settings.whatsappTemplate,
    whatsappLanguage: settings.whatsappLanguage || "pt_BR",
    whatsappNoticeTemplate: settings.whatsappNoticeTemplate,
    whatsappCodeTemplate: settings.whatsappCodeTemplate,
    alertPhones: settings.alertPhones.join("\n"),
  };
  const { form, submit, failure, submitting } = useEntityForm({
    schema: marketingSettingsInputSchema,
    values,
    resetKey: settings.updatedAt ?? "none",
    active: true,
    onSubmit: (input) =>
      mutation.run(() => adminApi.marketingSettings.save(input), {
        success: "Marketing e avisos salvos",
        failure: FAILURE,
      }),
  });
  const on = (active: boolean) => (active ? "ativo" : "desligado");

  return (
    <section aria-labelledby="marketing-heading" className="flex flex-col gap-4 border-t pt-6">
      <div>
        <h2 id="marketing-heading" className="text-xl font-bold">
          Marketing e avisos
        </h2>
        <p className="text-sm text-muted-foreground">
          Envia os contatos com e-mail e as inscrições na newsletter ao RD Station como conversões, e avisa a
          equipe de vendas de cada novo contato por e-mail e por WhatsApp: os vendedores da cidade do contato,
          ou todos os vendedores quando a cidade não tem vendedor (Equipe › Avisos). Com o servidor SMTP
          informado, quem contrata online recebe o protocolo por e-mail; com o servidor SMTP (ou o modelo do
          aviso de fim de falha), o assinante que pediu para saber quando uma falha acabou é avisado; e o
          assinante recebe por e-mail (e por WhatsApp, com o modelo do código) o código para entrar em Minha
          conta. Chaves, senhas e tokens são guardados criptografados e nunca são exibidos de novo.
        </p>
      </div>
      <p aria-live="polite">
        RD Station: <strong>{on(settings.active.rdstation)}</strong> · Avisos por e-mail:{" "}
        <strong>{on(settings.active.email)}</strong> · Avisos por WhatsApp:{" "}
        <strong>{on(settings.active.whatsapp)}</strong> · Protocolo da contratação por e-mail:{" "}
        <strong>{on(settings.active.protocol)}</strong> · Fim de falha por e-mail:{" "}
        <strong>{on(settings.notices.email)}</strong> · Fim de falha por WhatsApp:{" "}
        <strong>{on(settings.notices.whatsapp)}</strong> · Código da Minha conta por e-mail:{" "}
        <strong>{on(settings.codes.email)}</strong> · Código da Minha conta por WhatsApp:{" "}
        <strong>{on(settings.codes.whatsapp)}</strong>
      </p>

      <Form {...form}>
        <form
          noValidate
          aria-label="Marketing e avisos"
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            if (submitting) event.preventDefault();
            else void submit(event);
          }}
        >
          <FormFailure
            failure={failure}
            title={FAILURE}
            className="sm:col-span-2"
            onReload={() => revalidator.revalidate()}
          />
          <FieldGroup title="RD Station Marketing">
            <TextField
              control={form.control}
              name="rdstationKey"
              label="Chave de API do RD Station"
              type="password"
              autoComplete="new-password"
              description={`Em RD Station Marketing: Perfil › Integrações › Chave de API. ${kept(settings.rdstationKeyHint)}`}
              wide
            />
            {settings.rdstationKeyHint && (
              <SwitchField
                control={form.control}
                name="rdstationRemove"
                label="Parar de enviar ao RD Station (apaga a chave)"
                wide
              />
            )}
          </FieldGroup>
          <FieldGroup title="Avisos por e-mail">
            <TextField
              control={form.control}
              name="smtpHost"
              label="Servidor SMTP"
              placeholder="smtp.provedor.com.br"
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name="smtpPort"
              label="Porta"
              inputMode="numeric"
              placeholder="587"
              autoComplete="off"
            />
            <TextField control={form.control} name="smtpUser" label="Usuário SMTP" autoComplete="off" />
            <TextField
              control={form.control}
              name="smtpPassword"
              label="Senha SMTP"
              type="password"
              autoComplete="new-password"
              description={kept(settings.smtpPasswordHint)}
            />
            <SwitchField
              control={form.control}
              name="smtpSecure"
              label="Conexão segura desde o início (porta 465)"
              description="Desligado, a conexão passa a ser segura com STARTTLS quando o servidor oferece."
              wide
            />
            <TextField
              control={form.control}
              name="smtpFrom"
              label="Remetente"
              placeholder="avisos@provedor.com.br"
              inputMode="email"
              wide
            />
            <TextareaField
              control={form.control}
              name="alertEmails"
              label="E-mails da equipe de vendas"
              description="Opcional, um por linha. Cada vendedor (perfil Comercial) recebe os avisos no e-mail da sua conta, como definido em Equipe; estes e-mails recebem o aviso quando nenhum vendedor o recebe."
              rows={3}
            />
            <ConnectionTest label="o servidor SMTP" run={() => adminApi.marketingSettings.testSmtp()} />
          </FieldGroup>
          <FieldGroup title="Avisos por WhatsApp">
            <TextField
              control={form.control}
              name="whatsappPhoneNumberId"
              label="Identificador do número (Phone number ID)"
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name="whatsappToken"
              label="Token de acesso"
              type="password"
              autoComplete="new-password"
              description={kept(settings.whatsappTokenHint)}
            />
            <TextField
              control={form.control}
              name="whatsappTemplate"
              label="Modelo de mensagem aprovado"
              placeholder="novo_contato_site"
              description="O modelo recebe 4 variáveis: o formulário, o nome, o telefone e a cidade."
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name="whatsappLanguage"
              label="Idioma do modelo"
              placeholder="pt_BR"
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name="whatsappNoticeTemplate"
              label="Modelo do aviso de fim de falha"
              placeholder="falha_resolvida"
              description="Para quem pediu 'Avise-me quando acabar' na central do assinante. O modelo recebe 2 variáveis: o nome e o título da falha."
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name="whatsappCodeTemplate"
              label="Modelo do código de acesso (Minha conta)"
              placeholder="codigo_acesso"
              description="Um modelo da categoria Autenticação, com o botão 'Copiar código'. Sem ele, o código de acesso vai só por e-mail."
              autoComplete="off"
            />
            <TextareaField
              control={form.control}
              name="alertPhones"
              label="WhatsApp da equipe de vendas"
              description="Opcional. Com DDI e DDD, só dígitos, um por linha (por exemplo 5527999990000). O WhatsApp de cada vendedor é definido em Equipe; estes números recebem o aviso quando nenhum vendedor o recebe."
              rows={3}
            />
            <ConnectionTest label="o WhatsApp" run={() => adminApi.marketingSettings.testWhatsapp()} />
          </FieldGroup>
          <div className="sm:col-span-2">
            <Button type="submit" busy={submitting}>
              {submitting ? "Salvando..." : "Salvar marketing e avisos"}
            </Button>
          </div>
        </form>
      </Form>

      <h3 className="text-base font-semibold">Últimos envios e avisos</h3>
      {deliveries.length === 0 ? (
        <p className="text-sm">Nenhum envio ainda.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Destino</TableHead>
              <TableHead scope="col">Para</TableHead>
              <TableHead scope="col">Origem</TableHead>
              <TableHead scope="col">Situação</TableHead>
              <TableHead scope="col">Falhas</TableHead>
              <TableHead scope="col">Último erro</TableHead>
              <TableHead scope="col">Recebido em</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {deliveries.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{CHANNEL_LABELS[row.channel]}</TableCell>
                <TableCell>
                  {row.channel === "rdstation"
                    ? "—"
                    : row.channel === "protocol"
                      ? "Cliente"
                      : row.channel === "notice_email" ||
                          row.channel === "notice_whatsapp" ||
                          row.channel === "request" ||
                          row.channel === "request_reply"
                        ? "Assinante"
                        : (row.staffName ?? "Equipe de vendas")}
                </TableCell>
                <TableCell>{`${SOURCE_LABELS[row.source]} nº ${row.sourceId}`}</TableCell>
                <TableCell className={row.status === "failed" ? "font-semibold text-destructive" : undefined}>
                  {STATUS_LABELS[row.status]}
                </TableCell>
                <TableCell>{row.attempts}</TableCell>
                <TableCell>{row.lastError ?? "—"}</TableCell>
                <TableCell>{dateTime(row.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
