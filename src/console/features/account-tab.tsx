import { type ReactNode, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { checkTwoFactorCode, STAFF_ROLE_LABELS, type StaffRole, twoFactorRequired } from "../../domain";
import { Alert } from "../../ui/components/alert";
import { Button } from "../../ui/components/button";
import { CodeField } from "../../ui/components/code-field";
import { Icon } from "../../ui/components/icon";
import { Input } from "../../ui/components/input";
import { Label } from "../../ui/components/label";
import { notify } from "../../ui/lib/toast";
import { readApiError } from "../kit/api";
import { useOneFieldForm } from "../kit/one-field-form";
import { useStaffSession } from "../kit/session";
import { TabSection } from "../kit/tab-section";
import { QrCode } from "./qr-code";

// 'Minha conta' (issue 22, decision 0025): every role's page for its own sign-in, where two-factor
// sign-in is turned on with an authenticator app, new backup codes are made, and (where the role allows)
// it is turned off. All through better-auth's two-factor endpoints; the secret and the backup codes are
// shown once, here, and kept encrypted by the server.

export type AccountData = {
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  /** Backup codes not used yet; null when two-factor sign-in is off. */
  backupCodesLeft: number | null;
  /** The authenticator app's label for this console: the provider's name. */
  issuer: string;
};

const OFFLINE = "Sem conexão com o servidor. Verifique sua internet e tente novamente.";
const PASSWORD_MISSING = "Informe sua senha.";

type Answer<T> = { ok: true; body: T } | { ok: false; message: string };

/**
 * POSTs to one of better-auth's endpoints; a session that expired meanwhile asks for a new sign-in (the
 * console's dialog) and the request goes again once.
 */
function useAuthPost() {
  const session = useStaffSession();
  return async function post<T>(path: string, body: unknown): Promise<Answer<T>> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(`/api/auth${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      } catch {
        return { ok: false, message: OFFLINE };
      }
      if (response.ok) return { ok: true, body: (await response.json()) as T };
      const error = await readApiError(response);
      // The session ended (not a wrong code, also a 401): sign in again, then the same request.
      const expired =
        response.status === 401 &&
        ["unauthorized", "unauthenticated", "invalid_two_factor_cookie"].includes(error?.code ?? "");
      if (expired && attempt === 0 && (await session.signInAgain())) continue;
      return { ok: false, message: error?.message ?? "Não foi possível concluir. Tente novamente." };
    }
  };
}

/** '1234 5678 …': the secret as a person types it into an app, four characters at a time. */
const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

function secretOf(totpUri: string): string {
  try {
    return new URL(totpUri).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch {
    notify.error("Erro ao copiar", "Selecione o texto e copie-o com Ctrl+C.");
  }
}

/** A password confirmation, with its error tied to the field. */
function PasswordForm({
  id,
  submitLabel,
  busyLabel,
  hint,
  onSubmit,
  onCancel,
}: {
  id: string;
  submitLabel: string;
  busyLabel: string;
  hint?: ReactNode;
  onSubmit: (password: string) => Promise<string | undefined>;
  onCancel?: () => void;
}) {
  const { input, error, busy, submit } = useOneFieldForm({
    name: "password",
    check: (value) => {
      const password = String(value ?? "");
      return password ? { ok: true, value: password } : { ok: false, error: PASSWORD_MISSING };
    },
    send: onSubmit,
  });
  return (
    <form noValidate onSubmit={submit} className="flex max-w-sm flex-col gap-3">
      {hint}
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Confirme sua senha</Label>
        <Input
          ref={input}
          id={id}
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}

/** The ten backup codes, shown once, with ways to keep them. */
function BackupCodes({ codes, email, issuer }: { codes: string[]; email: string; issuer: string }) {
  const text = [
    `Códigos de recuperação — Intranet ${issuer}`,
    `Conta: ${email}`,
    "Cada código serve uma única vez, no lugar do código do aplicativo autenticador.",
    "",
    ...codes,
    "",
  ].join("\n");
  return (
    <div className="flex flex-col gap-3">
      <ol
        aria-label="Códigos de recuperação"
        className="grid max-w-md grid-cols-1 gap-x-6 gap-y-1 rounded-lg border bg-muted/40 p-4 font-mono text-base min-[420px]:grid-cols-2"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="lg-wrap"
          onClick={() => void copy(text, "Códigos copiados")}
        >
          <Icon name="copy" />
          Copiar códigos
        </Button>
        <Button asChild variant="outline" size="lg-wrap">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="codigos-de-recuperacao.txt"
          >
            <Icon name="download" />
            Baixar como arquivo de texto
          </a>
        </Button>
      </div>
    </div>
  );
}

type Enrolment = { totpUri: string; backupCodes: string[] };

/** Scan the QR code (or type the key), then confirm with the first code. */
function ScanStep({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: Enrolment;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const post = useAuthPost();
  const secret = secretOf(enrolment.totpUri);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { input, error, busy, submit } = useOneFieldForm({
    name: "code",
    focusOnOpen: false,
    check: (value) => {
      const checked = checkTwoFactorCode("totp", value);
      return checked.ok ? { ok: true, value: checked.code } : checked;
    },
    send: async (code) => {
      const answer = await post("/two-factor/verify-totp", { code });
      if (answer.ok) {
        onConfirmed();
        return undefined;
      }
      return answer.message;
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <h4 ref={heading} tabIndex={-1} className="font-semibold outline-hidden">
        Passo 2 de 3: leia o QR code no aplicativo
      </h4>
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm">
        <li>
          <p>
            No celular, abra o aplicativo autenticador (Google Authenticator, Microsoft Authenticator, Authy,
            1Password ou outro), escolha adicionar uma conta e leia este QR code:
          </p>
          <QrCode
            value={enrolment.totpUri}
            label="QR code para adicionar esta conta ao aplicativo autenticador"
            className="mt-3 size-48 rounded-md border"
          />
          <p className="mt-3">Não consegue ler o QR code? Digite esta chave no aplicativo:</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code
              className="rounded-md border bg-muted/40 px-3 py-2 font-mono text-base break-all"
              data-testid="totp-secret"
            >
              {groupSecret(secret)}
            </code>
            <Button
              type="button"
              variant="outline"
              size="sm-touch"
              onClick={() => void copy(secret, "Chave copiada")}
            >
              <Icon name="copy" />
              Copiar chave
            </Button>
          </div>
        </li>
        <li>
          <form noValidate onSubmit={submit} className="flex max-w-sm flex-col gap-3">
            <div className="flex flex-col gap-2">
              <Label htmlFor="enrol-code">Código de verificação</Label>
              <p id="enrol-code-hint" className="text-muted-foreground">
                Digite o código de 6 dígitos que o aplicativo mostra para esta conta.
              </p>
              <CodeField ref={input} id="enrol-code" invalid={Boolean(error)} />
              {error && (
                <p id="enrol-code-error" role="alert" className="text-destructive">
                  {error}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" busy={busy}>
                {busy ? "Confirmando..." : "Confirmar e ativar"}
              </Button>
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancelar
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

type View =
  | { step: "status" }
  | { step: "password" }
  | { step: "scan"; enrolment: Enrolment }
  | { step: "enabled"; codes: string[] }
  | { step: "regenerate" }
  | { step: "new-codes"; codes: string[] }
  | { step: "disable" };

export function AccountTab({ account, mustEnrol }: { account: AccountData; mustEnrol: boolean }) {
  const post = useAuthPost();
  const revalidator = useRevalidator();
  const [view, setView] = useState<View>({ step: mustEnrol ? "password" : "status" });
  const required = twoFactorRequired(account.role);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view.step);
  // Each step replaces the controls of the one before: the focus goes to what the new one is about.
  useEffect(() => {
    if (shown.current === view.step) return;
    shown.current = view.step;
    if (view.step === "enabled" || view.step === "new-codes") doneHeading.current?.focus();
    else if (view.step === "status") cardHeading.current?.focus();
  }, [view.step]);

  const back = async () => {
    await revalidator.revalidate();
    setView({ step: "status" });
  };

  const startEnrolment = async (password: string) => {
    const answer = await post<{ totpURI: string; backupCodes: string[] }>("/two-factor/enable", {
      password,
      issuer: account.issuer,
    });
    if (!answer.ok) return answer.message;
    setView({
      step: "scan",
      enrolment: { totpUri: answer.body.totpURI, backupCodes: answer.body.backupCodes },
    });
    return undefined;
  };

  let body: ReactNode;
  switch (view.step) {
    case "password":
      body = (
        <div className="flex flex-col gap-4">
          <h4 className="font-semibold">Passo 1 de 3: confirme sua senha</h4>
          <PasswordForm
            id="enrol-password"
            submitLabel="Continuar"
            busyLabel="Verificando..."
            onSubmit={startEnrolment}
            onCancel={mustEnrol ? undefined : () => setView({ step: "status" })}
          />
        </div>
      );
      break;
    case "scan":
      body = (
        <ScanStep
          enrolment={view.enrolment}
          onConfirmed={() => setView({ step: "enabled", codes: view.enrolment.backupCodes })}
          onCancel={() => setView({ step: mustEnrol ? "password" : "status" })}
        />
      );
      break;
    case "enabled":
    case "new-codes":
      body = (
        <div className="flex flex-col gap-4">
          <h4
            ref={doneHeading}
            tabIndex={-1}
            className="flex items-center gap-2 font-semibold outline-hidden"
          >
            <Icon name="shield-check" className="size-5 shrink-0 text-primary" />
            {view.step === "enabled"
              ? "Passo 3 de 3: verificação em duas etapas ativada. Guarde seus códigos de recuperação"
              : "Novos códigos de recuperação"}
          </h4>
          <p className="text-sm">
            Se perder o celular ou o aplicativo, entre com um destes códigos no lugar do código de 6 dígitos.
            Cada um serve uma única vez. Guarde-os agora em um lugar seguro, como um gerenciador de senhas ou
            uma folha impressa: eles não serão mostrados de novo.
            {view.step === "new-codes" && " Os códigos anteriores deixaram de funcionar."}
          </p>
          <BackupCodes codes={view.codes} email={account.email} issuer={account.issuer} />
          <div>
            {mustEnrol ? (
              // A new document: the console's menu and every tab open now that the enrolment is done.
              <Button asChild size="lg-wrap">
                <a href="/intranet">Concluir e ir para o console</a>
              </Button>
            ) : (
              <Button onClick={() => void back()} busy={revalidator.state === "loading"}>
                Concluir
              </Button>
            )}
          </div>
        </div>
      );
      break;
    case "regenerate":
      body = (
        <PasswordForm
          id="regenerate-password"
          submitLabel="Gerar novos códigos"
          busyLabel="Gerando..."
          hint={<p className="text-sm">Os códigos de recuperação atuais deixam de funcionar.</p>}
          onSubmit={async (password) => {
            const answer = await post<{ backupCodes: string[] }>("/two-factor/generate-backup-codes", {
              password,
            });
            if (!answer.ok) return answer.message;
            setView({ step: "new-codes", codes: answer.body.backupCodes });
            return undefined;
          }}
          onCancel={() => setView({ step: "status" })}
        />
      );
      break;
    case "disable":
      body = (
        <PasswordForm
          id="disable-password"
          submitLabel="Desativar"
          busyLabel="Desativando..."
          hint={
            <p className="text-sm">
              Sem ela, quem souber sua senha consegue entrar na sua conta. O aplicativo e os códigos de
              recuperação deixam de valer.
            </p>
          }
          onSubmit={async (password) => {
            const answer = await post("/two-factor/disable", { password });
            if (!answer.ok) return answer.message;
            notify.success("Verificação em duas etapas desativada");
            await back();
            return undefined;
          }}
          onCancel={() => setView({ step: "status" })}
        />
      );
      break;
    default:
      body = account.twoFactorEnabled ? (
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Icon name="shield-check" className="size-5 shrink-0 text-primary" />
            Ativada: ao entrar, além da senha, você digita o código do aplicativo autenticador.
          </p>
          <p className="text-sm text-muted-foreground">
            {account.backupCodesLeft === null
              ? "Não foi possível contar seus códigos de recuperação."
              : account.backupCodesLeft === 1
                ? "Resta 1 código de recuperação."
                : `Restam ${account.backupCodesLeft} códigos de recuperação.`}{" "}
            {required
              ? "Para trocar de celular ou de aplicativo, peça a outro administrador que redefina a sua verificação em duas etapas na aba Equipe."
              : ""}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="lg-wrap" onClick={() => setView({ step: "regenerate" })}>
              <Icon name="refresh-cw" />
              Gerar novos códigos de recuperação
            </Button>
            {!required && (
              <Button variant="outline" size="lg-wrap" onClick={() => setView({ step: "disable" })}>
                Desativar verificação em duas etapas
              </Button>
            )}
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            Desativada. {required ? "Obrigatória para administradores." : "Recomendada para todos os perfis."}
          </p>
          <div>
            <Button size="lg-wrap" onClick={() => setView({ step: "password" })}>
              <Icon name="shield-check" />
              Ativar verificação em duas etapas
            </Button>
          </div>
        </div>
      );
  }

  return (
    <TabSection title="Minha conta">
      <p className="text-sm text-muted-foreground wrap-anywhere">
        {account.email} · {STAFF_ROLE_LABELS[account.role]}
      </p>
      {mustEnrol && view.step !== "enabled" && (
        <Alert variant="info">
          <p>
            <strong>Ative a verificação em duas etapas para continuar.</strong> Como administrador, você só
            usa o console depois de ativá-la. Tenha o celular à mão: leva um minuto.
          </p>
        </Alert>
      )}
      <div className="flex flex-col gap-3 rounded-lg border p-4 sm:p-6">
        <h3 ref={cardHeading} tabIndex={-1} className="text-lg font-semibold outline-hidden">
          Verificação em duas etapas
        </h3>
        <p className="text-sm">
          Ao entrar, além da senha, você digita um código de 6 dígitos que muda a cada 30 segundos, gerado por
          um aplicativo autenticador no seu celular. Assim, quem descobrir sua senha não consegue entrar na
          sua conta.
        </p>
        {body}
      </div>
    </TabSection>
  );
}
