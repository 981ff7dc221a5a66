import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Form, Link, redirectDocument, useNavigation } from "react-router";
import {
  CODE_LABEL,
  checkSignIn,
  checkTwoFactorCode,
  SIGN_IN_FIELDS,
  type SignInErrors,
  type TwoFactorMethod,
} from "../../domain";
import { Button } from "../../ui/components/button";
import { CodeField } from "../../ui/components/code-field";
import { Icon } from "../../ui/components/icon";
import { Input } from "../../ui/components/input";
import { Label } from "../../ui/components/label";
import { Logo } from "../../ui/components/logo";
import {
  endCodeStep,
  hasCodeStep,
  readForm,
  redirectWithCookies,
  signInWithPassword,
  verifySignInCode,
} from "../features/auth/sign-in.server";
import { useSiteSettings } from "../root";
import { appContext, getStaffSession } from "../server-context.server";
import type { Route } from "./+types/auth";

// Staff sign-in. Two steps for an account with two-factor sign-in (decision 0025): the password, then a
// code from the authenticator app (or a backup code, '?recuperacao'). Both steps are plain forms posted to
// this route's action, so they work without scripts; better-auth's cookie carries the first step to the
// second for 10 minutes.

export const meta: Route.MetaFunction = () => [
  { title: "Intranet - Entrar" },
  { name: "robots", content: "noindex" },
];

type Step = "password" | TwoFactorMethod;

/** The address of the backup-code form: a link, so switching works without scripts too. */
const BACKUP_SEARCH = "recuperacao";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  // A page load (decision 0048): the console brings its own stylesheet.
  if (await getStaffSession(app.auth, request.headers)) throw redirectDocument("/intranet");
  const backup = new URL(request.url).searchParams.has(BACKUP_SEARCH);
  const step: Step = hasCodeStep(request.headers) ? (backup ? "backup" : "totp") : "password";
  return { step };
}

type ActionData = { step: Step; error?: string; fields?: SignInErrors; codeError?: string };

const answer = (body: ActionData, status: number, cookies: string[] = []) => {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return data(body, { status, headers });
};

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  const intent = form?.get("intent");
  if (intent === "restart") return redirectWithCookies("/auth", endCodeStep());
  if (intent === "totp" || intent === "backup") {
    const result = await verifySignInCode(form, intent, request, app);
    if (result.ok) return redirectWithCookies("/intranet", result.setCookies);
    if ("field" in result) return answer({ step: intent, codeError: result.field }, 400);
    return answer(
      { step: result.expired ? "password" : intent, error: result.error },
      result.status,
      result.expired ? [...result.setCookies, ...endCodeStep()] : result.setCookies,
    );
  }
  const result = await signInWithPassword(form, request, app);
  if (result.ok) return redirectWithCookies("/intranet", result.setCookies);
  if ("twoFactor" in result) return answer({ step: "totp" }, 200, result.setCookies);
  return answer({ step: "password", error: result.error, fields: result.fields }, result.status);
}

function focusFirstInvalid(form: HTMLFormElement, errors: SignInErrors) {
  const first = SIGN_IN_FIELDS.find((field) => errors[field]);
  if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
}

function FailureAlert({ message }: { message?: string }) {
  return message ? (
    <div
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {message}
    </div>
  ) : null;
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const step: Step = actionData?.step ?? loaderData.step;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo name={settings.companyName} />
          <h1 className="flex items-center gap-2 text-xl font-bold">
            <Icon name="lock" className="size-5 text-primary" />
            Intranet
          </h1>
          {step === "password" && (
            <p className="text-sm text-muted-foreground">Entre com seu e-mail e senha de colaborador.</p>
          )}
        </div>
        {step === "password" ? (
          <PasswordStep actionData={actionData} />
        ) : (
          <CodeStep key={step} method={step} actionData={actionData} />
        )}
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-muted-foreground hover:text-foreground hover:underline">
            Voltar para o site
          </a>
        </p>
      </div>
    </main>
  );
}

function PasswordStep({ actionData }: { actionData?: ActionData }) {
  const navigation = useNavigation();
  // The page's own check; until it runs, the server's field messages (sent when scripts are off).
  const [checked, setChecked] = useState<SignInErrors | null>(null);
  const errors: SignInErrors = checked ?? actionData?.fields ?? {};
  // Only this form's own send counts as pending (the code step's send has an intent; this one has none).
  const own = navigation.formData !== undefined && !navigation.formData.has("intent");
  const submitting = own && navigation.state === "submitting";
  const loading = own && navigation.state === "loading";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting || loading) {
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = checkSignIn({ email: data.get("email"), password: data.get("password") });
    if (result.ok) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked(result.errors);
    focusFirstInvalid(form, result.errors);
  };

  const field = (name: "email" | "password") => ({
    id: name,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
    onChange: () => errors[name] && setChecked({ ...errors, [name]: undefined }),
  });
  const fieldError = (name: "email" | "password") =>
    errors[name] ? (
      <p id={`${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Form method="post" action="/auth" noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      <FailureAlert message={actionData?.step === "password" ? actionData.error : undefined} />
      <div className="flex flex-col gap-2">
        <Label htmlFor="email">E-mail</Label>
        <Input type="email" autoComplete="username" required {...field("email")} />
        {fieldError("email")}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="password">Senha</Label>
        <Input type="password" autoComplete="current-password" required {...field("password")} />
        {fieldError("password")}
      </div>
      {/* Busy, not disabled, so the focus stays on the button while the request runs. */}
      <Button type="submit" size="lg" busy={submitting || loading}>
        {submitting ? "Entrando..." : loading ? "Carregando..." : "Entrar"}
      </Button>
    </Form>
  );
}

const CODE_HINT: Record<TwoFactorMethod, string> = {
  totp: "Digite o código de 6 dígitos que o aplicativo autenticador mostra agora para esta conta.",
  backup:
    "Digite um dos códigos de recuperação que você guardou ao ativar a verificação em duas etapas, com as letras maiúsculas e minúsculas como estão. Cada código serve uma única vez.",
};

function CodeStep({ method, actionData }: { method: TwoFactorMethod; actionData?: ActionData }) {
  const navigation = useNavigation();
  const [checked, setChecked] = useState<string | null>(null);
  const codeError = checked ?? (actionData?.step === method ? actionData.codeError : undefined);
  const failure = actionData?.step === method ? actionData.error : undefined;
  // Only this form's own send counts as pending: the step appears while the password's answer still
  // revalidates the page ('loading'), and a code typed then must not be swallowed as a second send.
  const own = navigation.formData?.get("intent") === method;
  const submitting = own && navigation.state === "submitting";
  const loading = own && navigation.state === "loading";
  const input = useRef<HTMLInputElement>(null);
  // A failed code leaves the field for the next one; the focus goes back to it.
  useEffect(() => {
    if (failure || codeError) input.current?.focus();
  }, [failure, codeError]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting || loading) {
      event.preventDefault();
      return;
    }
    const result = checkTwoFactorCode(method, new FormData(event.currentTarget).get("code"));
    if (result.ok) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked(result.error);
    input.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 text-center">
        <h2 className="font-semibold">Verificação em duas etapas</h2>
        <p id="code-hint" className="text-sm text-muted-foreground">
          {CODE_HINT[method]}
        </p>
      </div>
      <Form
        method="post"
        action={method === "backup" ? `/auth?${BACKUP_SEARCH}` : "/auth"}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={onSubmit}
      >
        <input type="hidden" name="intent" value={method} />
        <FailureAlert message={failure} />
        <div className="flex flex-col gap-2">
          <Label htmlFor="code">{CODE_LABEL[method]}</Label>
          <CodeField
            ref={input}
            id="code"
            method={method}
            required
            autoFocus
            invalid={Boolean(codeError)}
            onChange={() => codeError && setChecked(null)}
          />
          {codeError && (
            <p id="code-error" className="text-sm text-destructive">
              {codeError}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" busy={submitting || loading}>
          {submitting ? "Verificando..." : loading ? "Carregando..." : "Verificar"}
        </Button>
      </Form>
      <div className="flex flex-col items-center gap-2 text-sm">
        {method === "totp" ? (
          <Link to={`/auth?${BACKUP_SEARCH}`} className="text-primary underline-offset-4 hover:underline">
            Usar um código de recuperação
          </Link>
        ) : (
          <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
            Usar o código do aplicativo
          </Link>
        )}
        <Form method="post" action="/auth">
          <input type="hidden" name="intent" value="restart" />
          <button
            type="submit"
            className="min-h-11 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline sm:min-h-0"
          >
            Entrar com outra conta
          </button>
        </Form>
      </div>
    </div>
  );
}
