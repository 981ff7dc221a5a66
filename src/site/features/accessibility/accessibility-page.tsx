import { Icon } from "../../../ui/components/icon";
import { AccessibilityControls } from "./accessibility-controls";

const SHORTCUTS = [
  { keys: ["Alt", "1"], action: "Ir para o menu principal" },
  { keys: ["Alt", "2"], action: "Ir para o conteúdo da página" },
  { keys: ["Alt", "3"], action: "Ir para o rodapé" },
  { keys: ["Tab"], action: "Avançar para o próximo link ou botão" },
  { keys: ["Shift", "Tab"], action: "Voltar para o link ou botão anterior" },
  { keys: ["Enter"], action: "Abrir um link ou acionar um botão" },
];

const SCREEN_READERS = [
  {
    name: "NVDA",
    platform: "Windows",
    description:
      "Gratuito e de código aberto, com voz em português. Pode ser baixado no site oficial do projeto.",
  },
  {
    name: "JAWS",
    platform: "Windows",
    description: "Leitor de tela comercial, muito usado em empresas, com versão de demonstração.",
  },
  {
    name: "VoiceOver",
    platform: "macOS e iOS",
    description: "Já vem instalado nos aparelhos Apple. Ative em Ajustes > Acessibilidade > VoiceOver.",
  },
  {
    name: "TalkBack",
    platform: "Android",
    description:
      "Já vem instalado na maioria dos celulares Android. Ative em Configurações > Acessibilidade.",
  },
];

export function AccessibilityPage() {
  return (
    <>
      <section className="bg-linear-to-br from-blue-700 to-blue-950 text-white dark:from-blue-950 dark:to-slate-900">
        <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-14 sm:py-20">
          <Icon name="accessibility" className="size-12" />
          <h1 className="text-3xl font-extrabold sm:text-5xl">Acessibilidade</h1>
          <p className="max-w-2xl text-lg text-blue-50">
            Queremos que todas as pessoas naveguem pelo nosso site com autonomia. Ajuste a leitura do seu
            jeito: as preferências ficam salvas neste navegador e valem para todas as páginas.
          </p>
        </div>
      </section>

      <div className="mx-auto flex max-w-5xl flex-col gap-14 px-4 py-12">
        <section aria-labelledby="ajustes">
          <h2 id="ajustes" className="mb-6 text-2xl font-bold">
            Ajustes de leitura
          </h2>
          <AccessibilityControls />
        </section>

        <section aria-labelledby="atalhos">
          <h2 id="atalhos" className="mb-2 flex items-center gap-2 text-2xl font-bold">
            <Icon name="keyboard" className="size-6 text-primary" />
            Atalhos de teclado
          </h2>
          <p className="mb-6 text-muted-foreground">
            Todo o site pode ser usado só com o teclado. No topo de cada página há também os links “Ir para o
            conteúdo”, “Ir para o menu” e “Ir para o rodapé”.
          </p>
          <table className="w-full overflow-hidden rounded-xl border text-left">
            <caption className="sr-only">Atalhos de teclado do site</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Teclas
                </th>
                <th scope="col" className="px-4 py-3">
                  O que fazem
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.action}>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {shortcut.keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 && " + "}
                        <kbd className="rounded border bg-card px-2 py-0.5 font-mono text-sm shadow-sm">
                          {key}
                        </kbd>
                      </span>
                    ))}
                  </td>
                  <td className="px-4 py-3">{shortcut.action}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="leitores">
          <h2 id="leitores" className="mb-2 flex items-center gap-2 text-2xl font-bold">
            <Icon name="monitor-speaker" className="size-6 text-primary" />
            Leitores de tela
          </h2>
          <p className="mb-6 text-muted-foreground">
            O site segue as diretrizes WCAG 2.2 e funciona com os principais leitores de tela:
          </p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {SCREEN_READERS.map((reader) => (
              <li key={reader.name} className="rounded-xl border bg-card p-5">
                <h3 className="text-lg font-bold">
                  {reader.name}{" "}
                  <span className="text-sm font-normal text-muted-foreground">· {reader.platform}</span>
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{reader.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-muted-foreground">
            Encontrou alguma barreira? Conte para nós pela{" "}
            <a
              href="/central-atendimento"
              className="font-semibold text-primary underline underline-offset-4"
            >
              Central de atendimento
            </a>
            : vamos corrigir.
          </p>
        </section>
      </div>
    </>
  );
}
