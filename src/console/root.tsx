import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from "react-router";
import faviconSvg from "../../public/favicon.svg?raw";
import { Toaster } from "../ui/components/toaster";
import { themeScript } from "../ui/lib/theme-script";
import type { Route } from "./+types/root";
import stylesheetUrl from "./console.css?url";
import { useCspNonce } from "./csp-nonce";
import { HYDRATED_EVENT, heldSubmitsScript } from "./held-submits";
import { appContext, getSiteSettings } from "./server-context.server";

/** The site's icon (public/favicon.svg) in the page itself: one request less on every first load. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`;

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return { settings: await getSiteSettings(app), origin: app.siteOrigin };
}

const inConsole = (url: URL) => url.pathname === "/intranet" || url.pathname.startsWith("/intranet/");

// Inside the console the site's settings (the logo's name) are not reloaded with each tab or refresh:
// a tab whose data cannot load then shows its own error in the console, not this route's page-wide
// one, since a failed data request fails every loader it was asked for.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (inConsole(currentUrl) && inConsole(nextUrl) ? false : defaultShouldRevalidate);

/**
 * The site's settings, read by the root loader for every page. Every route renders under the root with
 * its data; only the root's own ErrorBoundary renders without it, and that does not ask.
 */
export function useSiteSettings() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useSiteSettings outside the root route's data");
  return data.settings;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.settings.companyName || "Vitrine" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="noindex" />
        {/* The stored theme before the first paint, and the forms sent before the app is ready held for it
            (held-submits.ts): the server's HTML carries the script (hydration leaves it). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: constant scripts: the stored theme before paint, and forms held until the app is ready
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? `(function(){${themeScript}})();${heldSubmitsScript}` : "",
          }}
        />
        <link rel="icon" href={FAVICON} type="image/svg+xml" />
        <Meta />
        <Links />
        <link rel="stylesheet" href={stylesheetUrl} />
      </head>
      <body className="min-h-dvh">
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks when the server's HTML has become interactive, for browser tests and monitoring.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // A form sent before now was held (held-submits.ts): it goes now, to its own handler.
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return <Outlet />;
}

/**
 * The last resort for errors no route handled. A 404 thrown by a route's loader (an unknown id) gets the
 * not-found page's text; anything else is SPEC §8's 'Unexpected Application Error!', with no detail of
 * the error, which is logged instead.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status !== 404 && status !== 429) console.error(error);
  // 429: the site search's per-address limit (the server decides it; see routes/search.tsx).
  const [code, title, text] =
    status === 429
      ? [
          "429",
          "Muitas buscas em pouco tempo",
          "Muitas buscas foram feitas a partir deste endereço. Aguarde alguns segundos e tente novamente.",
        ]
      : status === 404
        ? ["404", "Página não encontrada", "O endereço pode ter mudado ou não existe mais."]
        : [
            "Erro",
            "Unexpected Application Error!",
            "Ocorreu um erro inesperado e esta página não pôde ser exibida. Tente recarregar em instantes; se o problema continuar, volte à página inicial.",
          ];
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-extrabold text-primary">{code}</p>
      <h1 className="text-2xl font-bold" lang={status === 404 || status === 429 ? undefined : "en"}>
        {title}
      </h1>
      <p className="text-muted-foreground">{text}</p>
      <a href="/" className="font-semibold text-primary underline underline-offset-4">
        Voltar para a página inicial
      </a>
    </main>
  );
}
