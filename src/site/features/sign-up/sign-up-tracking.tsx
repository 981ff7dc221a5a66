import {
  SIGN_UP_TRACKING_CANCELLED,
  SIGN_UP_TRACKING_PATH,
  SIGN_UP_TRACKING_STAGES,
  type SignUpTracking,
} from "../../../domain";
import { Button } from "../../../ui/components/button";

// 'Acompanhar minha contratação' (issue 68): a plain form posting to its page (works without scripts), and
// the sign-up's stage once the protocol and the CPF match. A wrong protocol or CPF gets one message for
// both. Signed-in subscribers see their sign-ups in 'Minha conta' too.

const inputClass =
  "h-12 w-full rounded-md border border-input bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive";

export type SignUpTrackingView =
  | {
      state: "form";
      values?: Record<string, string>;
      errors?: Partial<Record<"protocol" | "cpf", string>>;
      message?: string;
    }
  | { state: "found"; tracking: SignUpTracking };

function TrackingField({
  name,
  label,
  hint,
  error,
  value,
  inputMode,
  autoComplete,
}: {
  name: "protocol" | "cpf";
  label: string;
  hint: string;
  error: string | undefined;
  value: string | undefined;
  inputMode: "text" | "numeric";
  autoComplete: string;
}) {
  const id = `acompanhar-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        required
        defaultValue={value}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={40}
        aria-describedby={`${id}-dica${error ? ` ${id}-erro` : ""}`}
        {...(error ? { "aria-invalid": true } : {})}
        className={inputClass}
      />
      <p id={`${id}-dica`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {error && (
        <p id={`${id}-erro`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function TrackingForm({
  values = {},
  errors = {},
  message,
}: {
  values?: Record<string, string>;
  errors?: Partial<Record<"protocol" | "cpf", string>>;
  message?: string | undefined;
}) {
  return (
    <form method="post" action={SIGN_UP_TRACKING_PATH} className="flex max-w-md flex-col gap-4" noValidate>
      {message && (
        <p
          role="alert"
          tabIndex={-1}
          data-form-error
          className="rounded-md border border-destructive p-3 text-sm font-medium text-destructive"
        >
          {message}
        </p>
      )}
      <TrackingField
        name="protocol"
        label="Protocolo"
        hint="Está na tela final da contratação e no e-mail que enviamos (por exemplo CT-20261128-FGWTPZ)."
        error={errors.protocol}
        value={values.protocol}
        inputMode="text"
        autoComplete="off"
      />
      <TrackingField
        name="cpf"
        label="CPF"
        hint="O CPF informado na contratação."
        error={errors.cpf}
        value={undefined}
        inputMode="numeric"
        autoComplete="off"
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Acompanhar
      </Button>
    </form>
  );
}

const dateOf = (day: string) => day.split("-").reverse().join("/");

function TrackingAnswer({ tracking }: { tracking: SignUpTracking }) {
  const cancelled = tracking.status === "cancelled";
  const reached = SIGN_UP_TRACKING_STAGES.findIndex((stage) => stage.status === tracking.status);
  return (
    <section
      className="flex flex-col gap-4"
      data-form-answer
      tabIndex={-1}
      aria-labelledby="acompanhar-resposta"
    >
      <h2 id="acompanhar-resposta" className="text-xl font-bold">
        Contratação {tracking.protocol}
      </h2>
      <p>
        {tracking.planName} em {tracking.cityName}, recebida em {dateOf(tracking.confirmedOn)}.
      </p>
      {cancelled ? (
        <p className="rounded-md border p-3 font-medium" data-testid="acompanhar-situacao">
          {SIGN_UP_TRACKING_CANCELLED}
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Etapas da contratação">
          {SIGN_UP_TRACKING_STAGES.map((stage, index) => {
            const current = index === reached;
            const done = index < reached;
            return (
              <li
                key={stage.status}
                className="flex gap-3"
                {...(current
                  ? { "aria-current": "step" as const, "data-testid": "acompanhar-situacao" }
                  : {})}
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-bold ${
                    done || current
                      ? "border-primary bg-primary text-primary-foreground"
                      : "text-muted-foreground"
                  }`}
                >
                  {index + 1}
                </span>
                <span className="flex flex-col">
                  <span className={current ? "font-bold" : done ? "" : "text-muted-foreground"}>
                    {stage.label}
                    {current && <span className="sr-only"> (etapa atual)</span>}
                    {done && <span className="sr-only"> (concluída)</span>}
                  </span>
                  {current && <span className="text-sm text-muted-foreground">{stage.detail}</span>}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="text-sm text-muted-foreground">
        Se precisar, cite o protocolo ao falar com a gente. Já é cliente? Veja também em{" "}
        <a href="/minha-conta" className="text-primary underline underline-offset-4">
          Minha conta
        </a>
        .
      </p>
      <a href={SIGN_UP_TRACKING_PATH} className="text-primary underline-offset-4 hover:underline">
        Acompanhar outra contratação
      </a>
    </section>
  );
}

export function SignUpTrackingPage({ view }: { view: SignUpTrackingView }) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">Acompanhar minha contratação</h1>
        <p className="max-w-prose text-muted-foreground">
          Informe o protocolo e o CPF da contratação feita pelo site para ver em que etapa ela está.
        </p>
      </header>
      {view.state === "found" ? (
        <TrackingAnswer tracking={view.tracking} />
      ) : (
        <TrackingForm
          {...(view.values ? { values: view.values } : {})}
          {...(view.errors ? { errors: view.errors } : {})}
          message={view.message}
        />
      )}
      <p className="text-sm text-muted-foreground">
        Ainda não contratou?{" "}
        <a href="/contrate" className="text-primary underline underline-offset-4">
          Contrate online
        </a>
        .
      </p>
    </div>
  );
}
