import { useState } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import {
  ERP_ADAPTER_LABELS,
  ERP_ADAPTERS,
  ERP_DELIVERY_ERRORS,
  ERP_OPERATION_LABELS,
  ERP_TOKEN_FORMS,
  type ErpAdapterName,
  type ErpConsoleState,
} from "../../domain/erp";
import { erpSettingsInputSchema } from "../../domain/erp-settings-schema";
import { Alert } from "../../ui/components/alert";
import { Button } from "../../ui/components/button";
import { Form } from "../../ui/components/form";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../ui/components/table";
import { adminApi } from "../kit/admin-client";
import { ConfirmDelete } from "../kit/confirm-delete";
import { dateTime } from "../kit/dates";
import { SelectField, SwitchField, TextField } from "../kit/fields";
import { FormFailure, useEntityForm } from "../kit/use-entity-form";
import { useMutation } from "../kit/use-mutation";

// Configurações → 'Sistema de gestão' (decision 0037): which ERP the site speaks to, its credential
// (write-only: shown masked, empty keeps it), 'Testar conexão', what the ERP does for the site, and the
// last prospects sent to it, by number and state only.

const FAILURE = "Erro ao salvar o sistema de gestão";
const ADAPTER_OPTIONS = ERP_ADAPTERS.map((name) => ({ value: name, label: ERP_ADAPTER_LABELS[name] }));
const STATUS_LABELS = { pending: "Pendente", delivered: "Entregue", failed: "Falhou" } as const;

type FormValues = z.input<typeof erpSettingsInputSchema>;

export function ErpSection({ erp }: { erp: ErpConsoleState }) {
  const revalidator = useRevalidator();
  const mutation = useMutation();
  const removal = useMutation();
  const [confirming, setConfirming] = useState(false);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<{ ok: boolean; message: string } | null>(null);
  const saved = erp.saved;
  const values: FormValues = {
    // Nothing chosen yet: the select shows its placeholder, and the schema refuses it with its message.
    adapter: saved?.adapter ?? ("" as ErpAdapterName),
    url: saved?.url ?? "",
    token: "",
    allowHttp: saved?.allowHttp ?? false,
    contractPrint: saved?.contractPrint ?? "",
    centralSignIn: saved?.centralSignIn ?? false,
  };
  const { form, submit, failure, submitting } = useEntityForm({
    schema: erpSettingsInputSchema,
    values,
    resetKey: saved?.updatedAt ?? "none",
    active: true,
    onSubmit: (input) => {
      setTested(null);
      return mutation.run(() => adminApi.erp.save(input), {
        success: "Sistema de gestão salvo",
        failure: FAILURE,
      });
    },
  });
  const chosen = form.watch("adapter") as ErpAdapterName | "";
  const tokenForm = chosen ? ERP_TOKEN_FORMS[chosen] : "a do sistema";

  const testConnection = async () => {
    setTesting(true);
    try {
      const response = await adminApi.erp.test();
      setTested(
        response.ok
          ? ((await response.json()) as { ok: boolean; message: string })
          : { ok: false, message: "Não foi possível testar agora. Tente novamente em instantes." },
      );
    } catch {
      setTested({ ok: false, message: "Sem conexão com o servidor. Verifique sua internet." });
    } finally {
      setTesting(false);
    }
  };

  return (
    <section aria-labelledby="erp-heading" className="flex flex-col gap-4 border-t pt-6">
      <div>
        <h2 id="erp-heading" className="text-xl font-bold">
          Sistema de gestão
        </h2>
        <p className="text-sm text-muted-foreground">
          O sistema de gestão (ERP) do provedor atende a 2ª via, o desbloqueio de confiança e os chamados no
          site, e recebe os contatos e indicações como prospectos. A credencial é guardada criptografada e
          nunca é exibida de novo.
        </p>
      </div>

      {erp.environment && (
        <Alert>
          <p>
            <strong>Definido pelo ambiente do servidor:</strong> {ERP_ADAPTER_LABELS[erp.environment.adapter]}{" "}
            em {erp.environment.url}. As variáveis ERP_ADAPTER, ERP_URL e ERP_TOKEN valem sobre o que for
            salvo aqui.
          </p>
        </Alert>
      )}
      <p aria-live="polite">
        {erp.inUse ? (
          <>
            Em uso: <strong>{erp.inUse.name}</strong>
            {erp.source === "environment" ? " (ambiente do servidor)" : " (salvo aqui)"}.
          </>
        ) : (
          "Nenhum sistema de gestão em uso: as páginas do assinante mostram o portal e o WhatsApp."
        )}
      </p>

      <Form {...form}>
        <form
          noValidate
          aria-label="Sistema de gestão"
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
          <SelectField
            control={form.control}
            name="adapter"
            label="Sistema"
            options={ADAPTER_OPTIONS}
            placeholder="Escolha o sistema"
          />
          <TextField
            control={form.control}
            name="url"
            label="Endereço do sistema"
            placeholder="https://erp.provedor.com.br"
            inputMode="url"
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="token"
            label="Credencial de acesso"
            type="password"
            autoComplete="new-password"
            placeholder={saved ? `Salva: ${saved.tokenHint}` : tokenForm}
            description={
              saved
                ? `Formato: ${tokenForm}. Deixe em branco para manter a credencial salva (${saved.tokenHint}), se o sistema e o endereço não mudarem.`
                : `Formato: ${tokenForm}.`
            }
            wide
          />
          {(chosen === "ixc" || saved?.contractPrint) && (
            <TextField
              control={form.control}
              name="contractPrint"
              label="Impressão do contrato (IXC)"
              placeholder={erp.contractPrintDefault ?? "cliente_contrato_imprimir_contrato_17678"}
              description={
                erp.contractPrintDefault
                  ? `O recurso cliente_contrato_imprimir_contrato_<número> da sua instalação, para o PDF do contrato na central do assinante. Em branco: o do ambiente do servidor (${erp.contractPrintDefault}).`
                  : "O recurso cliente_contrato_imprimir_contrato_<número> da sua instalação, para o PDF do contrato na central do assinante. Em branco: a central não oferece o contrato."
              }
              autoComplete="off"
              wide
            />
          )}
          {(chosen === "sgp" || chosen === "hubsoft") && (
            <SwitchField
              control={form.control}
              name="centralSignIn"
              label="Minha conta: entrar também com a senha da central do assinante"
              description="Além do código enviado ao e-mail e ao WhatsApp do cadastro, o assinante pode entrar com a senha que já usa na central do sistema de gestão. A senha vai ao sistema e não é guardada pelo site."
              wide
            />
          )}
          {/* Only where the operator allows it (ERP_ALLOW_HTTP): the server refuses it elsewhere. */}
          {erp.httpAllowed && (
            <SwitchField
              control={form.control}
              name="allowHttp"
              label="Permitir endereço http:// (rede interna)"
              description="Sem https a credencial e os dados dos assinantes trafegam sem criptografia."
              wide
            />
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" busy={submitting}>
              {submitting ? "Salvando..." : "Salvar sistema de gestão"}
            </Button>
            <Button type="button" variant="outline" busy={testing} onClick={() => void testConnection()}>
              {testing ? "Testando..." : "Testar conexão"}
            </Button>
            {saved && (
              <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                Remover
              </Button>
            )}
          </div>
          <div role="status" className="sm:col-span-2">
            {tested && (
              <p className={tested.ok ? "font-semibold text-success" : "font-semibold text-destructive"}>
                {tested.message}
              </p>
            )}
          </div>
        </form>
      </Form>
      <ConfirmDelete
        open={confirming}
        onOpenChange={setConfirming}
        title="Remover o sistema de gestão?"
        description="O site deixa de consultar o sistema salvo aqui, e a credencial é apagada."
        onConfirm={async () => {
          const outcome = await removal.run(() => adminApi.erp.remove(), {
            success: "Sistema de gestão removido",
            failure: "Erro ao remover o sistema de gestão",
          });
          if (outcome.ok) setTested(null);
          return outcome.ok;
        }}
      />

      <h3 className="text-base font-semibold">O que o sistema faz pelo site</h3>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Função</TableHead>
            <TableHead scope="col">Disponível</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {erp.capabilities.map((row) => (
            <TableRow key={row.operation}>
              <TableCell>{ERP_OPERATION_LABELS[row.operation]}</TableCell>
              <TableCell>{row.available ? "Sim" : "Não"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <h3 className="text-base font-semibold">Últimos envios de prospectos</h3>
      <p className="text-sm text-muted-foreground">
        Pendentes: {erp.counts.pending ?? 0} · Entregues: {erp.counts.delivered ?? 0} · Falharam:{" "}
        {erp.counts.failed ?? 0}. Só números e situações: os dados das pessoas ficam em Contatos e Indicações.
      </p>
      {erp.deliveries.length === 0 ? (
        <p className="text-sm">Nenhum envio ainda.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Origem</TableHead>
              <TableHead scope="col">Situação</TableHead>
              <TableHead scope="col">Falhas</TableHead>
              <TableHead scope="col">Último erro</TableHead>
              <TableHead scope="col">Recebido em</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {erp.deliveries.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  {row.source === "lead" ? `Contato nº ${row.sourceId}` : `Indicação nº ${row.sourceId}`}
                </TableCell>
                <TableCell className={row.status === "failed" ? "font-semibold text-destructive" : undefined}>
                  {STATUS_LABELS[row.status]}
                </TableCell>
                <TableCell>{row.attempts}</TableCell>
                <TableCell>
                  {row.lastError ? (ERP_DELIVERY_ERRORS[row.lastError] ?? row.lastError) : "—"}
                </TableCell>
                <TableCell>{dateTime(row.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
