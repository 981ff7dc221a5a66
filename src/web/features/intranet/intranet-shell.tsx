import { ChevronDownIcon, ConstructionIcon, LogOutIcon, RefreshCwIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import type { AdminPlan } from "../../../domain";
import { Logo } from "../../components/logo";
import { Button } from "../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { notify } from "../../lib/toast";
import { PlansTab } from "./plans-tab";

const TABS = [
  { value: "planos", label: "Planos" },
  { value: "cidades", label: "Cidades" },
  { value: "planos-cidades", label: "Planos por Cidade" },
  { value: "planos-empresariais", label: "Planos Empresariais" },
  { value: "planos-empresariais-cidades", label: "Planos Empresariais por Cidade" },
  { value: "banners", label: "Banners" },
  { value: "banners-streaming", label: "Banners Streaming" },
  { value: "streaming", label: "Streaming" },
] as const;

/** `plans` is null when the server could not read them. */
type Props = { email: string; companyName: string; plans: AdminPlan[] | null; signOutError?: string };

export function IntranetShell({ email, companyName, plans, signOutError }: Props) {
  const [tab, setTab] = useState<string>("planos");
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    if (signOutError) notify.error("Erro ao sair", signOutError);
  }, [signOutError]);

  const loadFailed = plans === null;
  // Read after a refresh: the refresh reports what the new data says, not what the old data said.
  const loadFailedNow = useRef(loadFailed);
  loadFailedNow.current = loadFailed;

  useEffect(() => {
    if (loadFailed) notify.error("Erro ao buscar planos", "Não foi possível carregar os planos");
  }, [loadFailed]);

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    try {
      await revalidator.revalidate();
      if (!loadFailedNow.current) notify.success("Dados atualizados");
    } finally {
      setRefreshing(false);
    }
  };

  const current = TABS.find((item) => item.value === tab) ?? TABS[0];

  return (
    <div className="min-h-dvh bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <Logo name={companyName} />
          <h1 className="rounded bg-primary/10 px-2 py-0.5 text-xs font-bold text-primary">Intranet</h1>
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden text-sm text-muted-foreground sm:inline" data-testid="staff-email">
              {email}
            </span>
            {/* Busy rather than disabled, so the focus stays on it while the data reloads. */}
            <Button variant="outline" size="sm" onClick={refresh} busy={refreshing}>
              <RefreshCwIcon className={refreshing ? "animate-spin" : ""} aria-hidden />
              Atualizar
            </Button>
            <Form method="post">
              <input type="hidden" name="intent" value="sign-out" />
              <Button variant="ghost" size="sm" type="submit" busy={navigation.state === "submitting"}>
                <LogOutIcon aria-hidden />
                Sair
              </Button>
            </Form>
          </div>
        </div>
        <p className="mx-auto max-w-7xl px-4 pb-2 text-xs text-muted-foreground sm:hidden">{email}</p>
      </header>

      <main className="mx-auto max-w-7xl px-4 py-6">
        <Tabs value={tab} onValueChange={setTab} orientation="horizontal">
          <div className="md:hidden">
            <Button
              ref={menuButton}
              variant="outline"
              className="w-full justify-between"
              aria-expanded={menuOpen}
              aria-controls="intranet-tabs"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {current.label}
              <ChevronDownIcon className={menuOpen ? "rotate-180" : ""} aria-hidden />
            </Button>
          </div>
          <TabsList
            id="intranet-tabs"
            className={`${menuOpen ? "flex" : "hidden"} mt-2 w-full flex-col items-stretch md:mt-0 md:flex md:flex-row md:flex-wrap md:items-center md:justify-start`}
          >
            {TABS.map((item) => (
              <TabsTrigger
                key={item.value}
                value={item.value}
                onClick={() => {
                  // On phones the chosen tab's menu closes under the focus: hand it to the menu button.
                  if (menuOpen) {
                    setMenuOpen(false);
                    menuButton.current?.focus();
                  }
                }}
              >
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="planos" className="rounded-xl border bg-background p-4 sm:p-6">
            {plans ? (
              <PlansTab plans={plans} />
            ) : (
              <p role="alert" className="py-10 text-center text-destructive">
                Não foi possível carregar os planos. Use "Atualizar" para tentar novamente.
              </p>
            )}
          </TabsContent>
          {TABS.slice(1).map((item) => (
            <TabsContent key={item.value} value={item.value} className="rounded-xl border bg-background p-6">
              <div className="flex flex-col items-center gap-3 py-10 text-center text-muted-foreground">
                <ConstructionIcon className="size-8" aria-hidden />
                <h2 className="text-lg font-bold text-foreground">{item.label}</h2>
                <p>Esta seção ainda não está disponível nesta versão do painel.</p>
              </div>
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
