import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../ui/components/button";
import { Icon } from "../../ui/components/icon";
import { Input } from "../../ui/components/input";
import { Label } from "../../ui/components/label";
import { Logo } from "../../ui/components/logo";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/definir-senha";

// The page of a one-time link from Equipe (decision 0022): /definir-senha#<token>. The token is in the
// fragment, which the browser never sends, so no server log or proxy sees it; the page posts it with the
// new password to /api/staff-password.

export const meta: Route.MetaFunction = () => [
  { title: "Intranet - Definir senha" },
  { name: "robots", content: "noindex" },
];

const MIN_LENGTH = 12;
const LINK_MISSING =
  "Este endereço não traz um link válido. Abra o link completo que você recebeu, ou peça um novo a um administrador.";

type State =
  | { step: "reading" }
  | { step: "missing" }
  | { step: "form"; token: string }
  | { step: "done"; email: string };

export default function SetPassword() {
  const settings = useSiteSettings();
  const [state, setState] = useState<State>({ step: "reading" });
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const read = () => {
      const token = window.location.hash.slice(1);
      // Out of the address bar and the history: the link serves once, and a shoulder need not see it.
      if (token) window.history.replaceState(null, "", window.location.pathname);
      setState(/^[A-Za-z0-9_-]{20,100}$/.test(token) ? { step: "form", token } : { step: "missing" });
    };
    read();
    // A link pasted into the address bar of this page already open changes only the fragment.
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  useEffect(() => {
    if (state.step === "done") doneRef.current?.focus();
  }, [state.step]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || state.step !== "form") return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    const confirm = String(data.get("confirm") ?? "");
    const found = {
      password:
        password.length < MIN_LENGTH ? `A senha deve ter pelo menos ${MIN_LENGTH} caracteres.` : undefined,
      confirm: confirm !== password ? "As senhas não são iguais." : undefined,
    };
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirm) {
      (found.password
        ? passwordRef.current
        : event.currentTarget.querySelector<HTMLInputElement>("#confirm")
      )?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await fetch("/api/staff-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: state.token, password }),
      });
      const body = (await response.json().catch(() => undefined)) as
        | { email?: string; error?: { message?: string; fields?: { password?: string } } }
        | undefined;
      if (response.ok && body?.email) {
        setState({ step: "done", email: body.email });
        return;
      }
      if (body?.error?.fields?.password) {
        setErrors({ password: body.error.fields.password });
        passwordRef.current?.focus();
        return;
      }
      setFailure(body?.error?.message ?? "Não foi possível definir a senha. Tente novamente.");
    } catch {
      setFailure("Sem conexão com o servidor. Verifique sua internet e tente novamente.");
    } finally {
      setBusy(false);
    }
  };

  const described = (name: "password" | "confirm") =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {};

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo name={settings.companyName} />
          <h1 className="flex items-center gap-2 text-xl font-bold">
            <Icon name="lock" className="size-5 text-primary" />
            Definir senha
          </h1>
        </div>
        <noscript>
          <p className="text-sm">Ative o JavaScript do navegador para definir sua senha.</p>
        </noscript>
        {state.step === "missing" && (
          <p role="alert" className="text-sm text-destructive">
            {LINK_MISSING}
          </p>
        )}
        {state.step === "done" && (
          <div className="flex flex-col gap-4 text-center">
            <h2 ref={doneRef} tabIndex={-1} className="font-semibold outline-hidden">
              Senha definida
            </h2>
            <p className="text-sm text-muted-foreground">
              Entre na intranet com o e-mail {state.email} e a senha que você acabou de escolher.
            </p>
            <Button asChild size="lg">
              <a href="/auth">Entrar na intranet</a>
            </Button>
          </div>
        )}
        {state.step === "form" && (
          <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
            <p className="text-sm text-muted-foreground">
              Escolha a senha da sua conta de colaborador, com pelo menos {MIN_LENGTH} caracteres. Este link
              serve uma única vez.
            </p>
            {failure && (
              <div
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
              >
                {failure}
              </div>
            )}
            <div className="flex flex-col gap-2">
              <Label htmlFor="password">Nova senha</Label>
              <Input
                ref={passwordRef}
                id="password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                {...described("password")}
              />
              {errors.password && (
                <p id="password-error" className="text-sm text-destructive">
                  {errors.password}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="confirm">Confirme a nova senha</Label>
              <Input
                id="confirm"
                name="confirm"
                type="password"
                autoComplete="new-password"
                required
                {...described("confirm")}
              />
              {errors.confirm && (
                <p id="confirm-error" className="text-sm text-destructive">
                  {errors.confirm}
                </p>
              )}
            </div>
            <Button type="submit" size="lg" busy={busy}>
              {busy ? "Salvando..." : "Definir senha"}
            </Button>
          </form>
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
