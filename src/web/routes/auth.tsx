import { type FormEvent, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { checkSignIn, SIGN_IN_FIELDS, type SignInErrors } from "../../domain";
import { Logo } from "../components/logo";
import { Button } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { redirectWithCookies, signInWithPassword } from "../features/auth/sign-in.server";
import { useSiteSettings } from "../root";
import { getStaffSession } from "../server-context.server";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [
  { title: "Intranet - Entrar" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getStaffSession(context.auth, request.headers)) throw redirect("/intranet");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await signInWithPassword(request, context);
  if (result.ok) return redirectWithCookies("/intranet", result.setCookies);
  return data({ error: result.error, fields: result.fields }, { status: result.status });
}

function focusFirstInvalid(form: HTMLFormElement, errors: SignInErrors) {
  const first = SIGN_IN_FIELDS.find((field) => errors[field]);
  if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const navigation = useNavigation();
  // The page's own check; until it runs, the server's field messages (sent when scripts are off).
  const [checked, setChecked] = useState<SignInErrors | null>(null);
  const errors: SignInErrors = checked ?? actionData?.fields ?? {};
  const submitting = navigation.state === "submitting";
  const loading = navigation.state === "loading";

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
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo name={settings.companyName} />
          <h1 className="flex items-center gap-2 text-xl font-bold">
            <Icon name="lock" className="size-5 text-primary" />
            Intranet
          </h1>
          <p className="text-sm text-muted-foreground">Entre com seu e-mail e senha de colaborador.</p>
        </div>
        <Form method="post" noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
          {actionData?.error && (
            <div
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {actionData.error}
            </div>
          )}
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
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-muted-foreground hover:text-foreground hover:underline">
            Voltar para o site
          </a>
        </p>
      </div>
    </main>
  );
}
