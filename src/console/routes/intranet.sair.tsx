import { data, Link } from "react-router";
import { Alert } from "../../ui/components/alert";
import { redirectWithCookies } from "../features/auth/sign-in.server";
import { signOut } from "../features/auth/sign-out.server";
import { SIGN_OUT_FAILED } from "../kit/session-texts";
import { appContext } from "../server-context.server";
import type { Route } from "./+types/intranet.sair";

// The sign-out form's action. With scripts on, the console signs out through better-auth's endpoint
// (kit/session.tsx); this route is what the same form does with scripts off, or before hydration.

export const meta: Route.MetaFunction = () => [
  { title: "Sair - Intranet" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await signOut(request, app);
  if (result.ok) return redirectWithCookies("/auth", result.setCookies);
  return data({ signOutError: SIGN_OUT_FAILED.message }, { status: 500 });
}

export default function SignOutRoute({ actionData }: Route.ComponentProps) {
  return (
    <Alert variant="destructive" className="flex-col">
      {actionData ? (
        <p>
          <strong>{SIGN_OUT_FAILED.title}.</strong> {actionData.signOutError}
        </p>
      ) : (
        <p>Use o botão Sair, no alto da página, para encerrar a sessão.</p>
      )}
      <Link to="/intranet" className="font-semibold underline underline-offset-4">
        Voltar ao painel
      </Link>
    </Alert>
  );
}
