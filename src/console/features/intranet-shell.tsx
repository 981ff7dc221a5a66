import { type ReactNode, useEffect, useRef, useState } from "react";
import { NavLink, useLocation, useMatches, useRevalidator } from "react-router";
import { ACCOUNT_PAGE_PATH, STAFF_ROLE_LABELS, type StaffRole } from "../../domain";
import { Button } from "../../ui/components/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../ui/components/dropdown-menu";
import { Icon } from "../../ui/components/icon";
import { Logo } from "../../ui/components/logo";
import { notify } from "../../ui/lib/toast";
import { cn } from "../../ui/lib/utils";
import { LoadFailedContext } from "../kit/load-error";
import { StaffSessionProvider, useStaffSession } from "../kit/session";
import type { SignOutScope } from "../kit/session-sync";
import { CONSOLE_TABS, tabsFor } from "./tabs";

type Props = {
  email: string;
  role: StaffRole;
  /** An administrador before the enrolment in two-factor sign-in: only 'Minha conta' is offered. */
  mustEnrol: boolean;
  companyName: string;
  /** Open leads whose 'Retornar em' has passed, when the role works Contatos (else 0). */
  overdueLeads: number;
  /** Confirmed sign-ups still 'Nova' (issue 68). */
  newSignUps?: number;
  children: ReactNode;
};

/**
 * 'Sair', and beside it a menu with 'Sair de todas as sessões'. The form posts to /intranet/sair when
 * scripts are off; with scripts, the session's own sign-out runs (and tells the other tabs).
 */
function SignOutControls() {
  const session = useStaffSession();
  const [busy, setBusy] = useState<SignOutScope | null>(null);
  const signOut = async (scope: SignOutScope) => {
    setBusy(scope);
    try {
      await session.signOut(scope);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex items-center">
      <form
        method="post"
        action="/intranet/sair"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void signOut("this");
        }}
      >
        <Button variant="ghost" size="sm-touch" type="submit" busy={busy === "this"}>
          <Icon name="log-out" />
          Sair
        </Button>
      </form>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-touch" aria-label="Mais opções de saída" busy={busy === "all"}>
            <Icon name="chevron-down" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem className="min-h-11 sm:min-h-0" onSelect={() => void signOut("all")}>
            <Icon name="log-out" className="size-4" />
            Sair de todas as sessões
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/**
 * The console around every tab: the header with the staff member, their role, 'Atualizar' and sign-out,
 * and as links the tabs their role may open (the server refuses the others).
 */
export function IntranetShell({
  email,
  role,
  mustEnrol,
  companyName,
  overdueLeads,
  newSignUps = 0,
  children,
}: Props) {
  // The Contatos and Contratações tabs' own counts are fresher than the layout's (their writes reload the
  // tab, not the layout).
  const matches = useMatches();
  const leadsTab = matches.find((match) => match.id === "routes/intranet.contatos");
  const overdue =
    (leadsTab?.loaderData as { overdueLeads?: number } | undefined)?.overdueLeads ?? overdueLeads;
  const signUpsTab = matches.find((match) => match.id === "routes/intranet.contratacoes");
  const newCount = (signUpsTab?.loaderData as { newCount?: number } | undefined)?.newCount ?? newSignUps;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const revalidator = useRevalidator();
  const [refreshing, setRefreshing] = useState(false);
  const loadFailed = useRef(false);

  // A chosen tab closes the phone menu; the focus, on a link that is now hidden, goes to the menu button.
  const menuButton = useRef<HTMLButtonElement>(null);
  const chosenFromMenu = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  useEffect(() => {
    setMenuOpen(false);
    if (chosenFromMenu.current) menuButton.current?.focus();
    chosenFromMenu.current = false;
  }, [location.pathname]);

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    try {
      await revalidator.revalidate();
      if (!loadFailed.current) notify.success("Dados atualizados");
    } finally {
      setRefreshing(false);
    }
  };

  const current = CONSOLE_TABS.find(
    (tab) => location.pathname.replace(/\/$/, "") === `/intranet/${tab.path}`,
  );
  const tabs = mustEnrol ? [] : tabsFor(role);

  return (
    <StaffSessionProvider email={email}>
      <div className="min-h-dvh bg-muted/30" data-console-shell>
        <header className="border-b bg-background">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
            <Logo name={companyName} />
            <h1 className="rounded bg-primary/10 px-2 py-0.5 text-xs font-bold text-primary">Intranet</h1>
            <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
              <span className="hidden text-sm text-muted-foreground sm:inline">
                <span data-testid="staff-email">{email}</span> · {STAFF_ROLE_LABELS[role]}
              </span>
              {/* The icon alone on a phone, where the header's controls share one row. */}
              <Button asChild variant="ghost" size="sm-touch">
                <NavLink to={ACCOUNT_PAGE_PATH} prefetch="intent" aria-label="Minha conta">
                  <Icon name="shield-check" />
                  <span className="hidden sm:inline">Minha conta</span>
                </NavLink>
              </Button>
              {/* Busy rather than disabled, so the focus stays on it while the data reloads. */}
              <Button variant="outline" size="sm-touch" onClick={refresh} busy={refreshing}>
                <Icon name="refresh-cw" className={refreshing ? "animate-spin" : ""} />
                Atualizar
              </Button>
              <SignOutControls />
            </div>
          </div>
          {/* A long address breaks anywhere rather than push a phone's page sideways (WCAG 1.4.10). */}
          <p className="mx-auto max-w-7xl px-4 pb-2 text-xs text-muted-foreground wrap-anywhere sm:hidden">
            {email} · {STAFF_ROLE_LABELS[role]}
          </p>
        </header>

        <div className="mx-auto max-w-7xl px-4 py-6">
          {tabs.length > 0 && (
            <nav aria-label="Seções do painel" className="mb-4">
              <Button
                ref={menuButton}
                variant="outline"
                justify="between"
                className="w-full md:hidden"
                aria-expanded={menuOpen}
                aria-controls="intranet-tabs"
                onClick={() => setMenuOpen((open) => !open)}
              >
                <span>
                  <span className="sr-only">Menu de seções: </span>
                  {current?.label ?? "Seções"}
                </span>
                <Icon name="chevron-down" className={menuOpen ? "rotate-180" : ""} />
              </Button>
              <ul
                id="intranet-tabs"
                className={cn(
                  "mt-2 flex-col gap-1 rounded-lg bg-muted p-1 md:mt-0 md:flex md:flex-row md:flex-wrap",
                  menuOpen ? "flex" : "hidden",
                )}
              >
                {tabs.map((tab) => (
                  <li key={tab.path}>
                    <NavLink
                      to={`/intranet/${tab.path}`}
                      prefetch="intent"
                      onClick={() => {
                        if (menuOpen) chosenFromMenu.current = true;
                      }}
                      className={({ isActive }) =>
                        cn(
                          "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
                          isActive
                            ? "bg-background text-foreground shadow-sm"
                            : "text-muted-foreground hover:text-foreground",
                        )
                      }
                    >
                      {tab.label}
                      {tab.path === "contatos" && overdue > 0 && (
                        <span
                          className="ml-1.5 rounded-full bg-destructive px-1.5 py-0.5 text-xs font-bold text-white tabular-nums"
                          data-testid="leads-overdue-count"
                        >
                          {overdue}
                          <span className="sr-only">
                            {" "}
                            {overdue === 1 ? "retorno atrasado" : "retornos atrasados"}
                          </span>
                        </span>
                      )}
                      {tab.path === "contratacoes" && newCount > 0 && (
                        <span className="tabular-nums" data-testid="sign-ups-new-count">
                          {` (${newCount} ${newCount === 1 ? "nova" : "novas"})`}
                        </span>
                      )}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <main className="rounded-xl border bg-background p-4 sm:p-6">
            <LoadFailedContext.Provider value={loadFailed}>{children}</LoadFailedContext.Provider>
          </main>
        </div>
      </div>
    </StaffSessionProvider>
  );
}
