import { ZoomInIcon } from "lucide-react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";

type PortalStep = { title: string; text: string; alt: string };

/** The nine screens of the Looke portal, each with an illustration of what the subscriber sees. */
export const LOOKE_PORTAL_STEPS: readonly PortalStep[] = [
  {
    title: "Abra a Looke e toque em “Entrar”",
    text: "No site ou no aplicativo da Looke, o botão fica no canto superior direito da tela inicial.",
    alt: "Tela inicial da Looke com o botão Entrar destacado no canto superior direito.",
  },
  {
    title: "Escolha “Entrar com sua operadora”",
    text: "Entre as formas de acesso, escolha a opção de operadora: o seu acesso vem do provedor de internet.",
    alt: "Tela de acesso com as opções de entrada e o botão Entrar com sua operadora destacado.",
  },
  {
    title: "Selecione “Outros Parceiros”",
    text: "Na lista de operadoras, desça até o fim e toque em “Outros Parceiros”.",
    alt: "Lista de operadoras com a opção Outros Parceiros destacada no fim.",
  },
  {
    title: "Toque em “Ative sua conta!”",
    text: "A Looke explica que o acesso está incluído no seu plano. Toque no botão para começar a ativação.",
    alt: "Tela Outros Parceiros com o botão Ative sua conta! destacado.",
  },
  {
    title: "Informe o telefone do cadastro",
    text: "Digite, com DDD, o telefone que consta no seu cadastro conosco.",
    alt: "Formulário de ativação com o campo Telefone cadastrado no provedor destacado.",
  },
  {
    title: "Informe o CPF do titular",
    text: "Use o CPF de quem é titular do contrato de internet, só com os números.",
    alt: "Formulário de ativação com o campo CPF do titular destacado.",
  },
  {
    title: "Toque em “Validar”",
    text: "A Looke confere os dados com o provedor. Se não der certo, confira o telefone e o CPF ou fale com a nossa central.",
    alt: "Formulário de ativação preenchido com o botão Validar destacado.",
  },
  {
    title: "Crie o seu perfil",
    text: "Informe nome, e-mail e uma senha. Eles serão o seu login na Looke daqui em diante.",
    alt: "Tela Crie seu perfil com os campos Nome, E-mail e Senha destacados.",
  },
  {
    title: "Pronto: é só escolher e assistir",
    text: "Com a conta ativada, entre com o seu e-mail e senha em qualquer aparelho e aproveite o catálogo.",
    alt: "Catálogo da Looke com a mensagem Conta ativada e o botão Assistir destacado.",
  },
];

const imageOf = (step: number) => `/images/streaming/looke-portal/passo-${step}.svg`;

function PortalStepCard({ step, index }: { step: PortalStep; index: number }) {
  const number = index + 1;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground">
      <Dialog>
        <DialogTrigger
          className="group relative block cursor-zoom-in bg-muted"
          aria-label={`Ampliar a imagem do passo ${number}: ${step.title}`}
        >
          <img
            src={imageOf(number)}
            alt={step.alt}
            width={640}
            height={400}
            loading="lazy"
            className="h-auto w-full"
          />
          <span
            aria-hidden
            className="absolute right-2 bottom-2 flex items-center gap-1 rounded-full bg-black/75 px-2 py-1 text-xs font-semibold text-white"
          >
            <ZoomInIcon className="size-3.5" />
            Ampliar
          </span>
        </DialogTrigger>
        <DialogContent className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>
              Passo {number}: {step.title}
            </DialogTitle>
            <DialogDescription>{step.text}</DialogDescription>
          </DialogHeader>
          <img
            src={imageOf(number)}
            alt={step.alt}
            width={640}
            height={400}
            className="h-auto w-full rounded-lg"
          />
        </DialogContent>
      </Dialog>
      <div className="flex flex-col gap-1 p-4">
        <h3 className="font-semibold">
          <span className="text-primary">Passo {number}:</span> {step.title}
        </h3>
        <p className="text-sm text-muted-foreground">{step.text}</p>
      </div>
    </li>
  );
}

/** The portal walk-through; a click on a screen opens it enlarged in a dialog. */
export function LookePortalGuide() {
  return (
    <section aria-labelledby="guia-portal" className="flex flex-col gap-4">
      <h2 id="guia-portal" className="text-2xl font-bold">
        Passo a passo no portal da Looke
      </h2>
      <p className="text-muted-foreground">
        Veja cada tela da ativação. Clique em uma imagem para vê-la ampliada.
      </p>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {LOOKE_PORTAL_STEPS.map((step, index) => (
          <PortalStepCard key={step.title} step={step} index={index} />
        ))}
      </ol>
    </section>
  );
}
