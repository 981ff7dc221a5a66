import { zodResolver } from "@hookform/resolvers/zod";
import { LockIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { data, redirect, useNavigation, useSubmit } from "react-router";
import { type SignInValues, signInSchema } from "../../domain/schemas";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { redirectWithCookies, signInWithPassword } from "../features/auth/sign-in.server";
import { Logo } from "../features/layout/header";
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
  return data({ error: result.error }, { status: 400 });
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const navigation = useNavigation();
  const submit = useSubmit();
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  const submitting = navigation.state === "submitting";
  const loading = navigation.state === "loading";

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo name={settings?.companyName ?? "Vitrine"} />
          <h1 className="flex items-center gap-2 text-xl font-bold">
            <LockIcon className="size-5 text-primary" aria-hidden />
            Intranet
          </h1>
          <p className="text-sm text-muted-foreground">Entre com seu e-mail e senha de colaborador.</p>
        </div>
        <form
          method="post"
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((_values, event) => {
            submit(event?.target as HTMLFormElement, { method: "post" });
          })}
        >
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
            <Input
              id="email"
              type="email"
              autoComplete="username"
              aria-invalid={Boolean(errors.email)}
              {...form.register("email")}
            />
            {errors.email && <p className="text-sm text-destructive">{errors.email.message}</p>}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="password">Senha</Label>
            <Input
              id="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={Boolean(errors.password)}
              {...form.register("password")}
            />
            {errors.password && <p className="text-sm text-destructive">{errors.password.message}</p>}
          </div>
          <Button type="submit" size="lg" disabled={submitting || loading}>
            {submitting ? "Entrando..." : loading ? "Carregando..." : "Entrar"}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-muted-foreground hover:text-foreground hover:underline">
            Voltar para o site
          </a>
        </p>
      </div>
    </main>
  );
}
