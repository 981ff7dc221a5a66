import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  checkReferralPerson,
  formatCpf,
  formatPhone,
  REFERRAL_FIELDS,
  REFERRAL_MESSAGES,
  REFERRAL_PLACEHOLDERS,
  type ReferralField,
  type ReferralPerson,
  type ReferralPersonErrors,
} from "../../../domain";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { Input } from "../../../ui/components/input";
import { notify } from "../../../ui/lib/toast";
import { HoneypotField } from "../../components/honeypot-field";
import { expireSavedReferrer, REFERRAL_USER_KEY, SAVED_REFERRER_LIFETIME_MS } from "../../lib/saved-referrer";

/** The step heading the hero's 'Inicie por aqui' moves the focus to. */
const REFERRAL_FORM_HEADING_ID = "indicacao-passo";
/** The page's section holding the form: 'Inicie por aqui' is a plain anchor to it. */
export const REFERRAL_SECTION_ID = "indicar";

/**
 * 'Inicie por aqui', the hero's anchor to the form, is outside this island (decision 0049): without scripts
 * the browser scrolls to the section; with them the form's heading takes the focus as well, so the next Tab
 * lands on the first field.
 */
function useStartHereLink() {
  useEffect(() => {
    const startHere = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.(`a[href="#${REFERRAL_SECTION_ID}"]`);
      const heading = document.getElementById(REFERRAL_FORM_HEADING_ID);
      if (!link || !heading) return;
      event.preventDefault();
      const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(REFERRAL_SECTION_ID)?.scrollIntoView({ behavior: smooth ? "smooth" : "auto" });
      heading.focus({ preventScroll: true });
    };
    document.addEventListener("click", startHere);
    return () => document.removeEventListener("click", startHere);
  }, []);
}

type Step = 1 | 2;

export const EMPTY: ReferralPerson = { name: "", phone: "", email: "", cpf: "" };

/** Without scripts the form posts to its page: which step it sends ('voltar' from step 2's Voltar). */
export const REFERRAL_STEP_FIELD = "passo";
/** Step 2 carries step 1's checked data in hidden fields of these names when no script keeps it. */
export const REFERRER_FIELD_PREFIX = "indicador-";

/** The page's answer to a step posted without scripts (referral-form.server.ts). */
export type ReferralFormAnswer = {
  step: Step;
  values: ReferralPerson;
  errors: ReferralPersonErrors;
  /** Step 2's: step 1 as the server checked it. */
  referrer?: ReferralPerson;
  sent?: boolean;
  /** A message for the whole form (the hourly limit). */
  message?: string;
};

const STEP_TITLES: Record<Step, string> = { 1: "INFORMAR SEUS DADOS", 2: "DADOS DO SEU AMIGO" };

const LABELS: Record<Step, Record<ReferralField, string>> = {
  1: { name: "Seu nome", phone: "Seu telefone", email: "Seu e-mail", cpf: "Seu CPF" },
  2: {
    name: "Nome do seu amigo",
    phone: "Telefone do seu amigo",
    email: "E-mail do seu amigo",
    cpf: "CPF do seu amigo",
  },
};

const INPUT_PROPS: Record<ReferralField, { type: string; inputMode?: "tel" | "email" | "numeric" }> = {
  name: { type: "text" },
  phone: { type: "tel", inputMode: "tel" },
  email: { type: "email", inputMode: "email" },
  cpf: { type: "text", inputMode: "numeric" },
};

const AUTOCOMPLETE: Record<ReferralField, string> = {
  name: "name",
  phone: "tel",
  email: "email",
  cpf: "off",
};

function readSavedReferrer(): ReferralPerson | null {
  try {
    const raw = window.localStorage.getItem(REFERRAL_USER_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { savedAt?: unknown };
    // Personal data (a CPF) is not left in a shared browser: an abandoned step 1 expires.
    if (typeof saved.savedAt !== "number" || Date.now() - saved.savedAt > SAVED_REFERRER_LIFETIME_MS) {
      forgetReferrer();
      return null;
    }
    const check = checkReferralPerson(saved);
    return check.ok ? check.values : null;
  } catch {
    return null;
  }
}

function saveReferrer(values: ReferralPerson) {
  try {
    window.localStorage.setItem(REFERRAL_USER_KEY, JSON.stringify({ ...values, savedAt: Date.now() }));
    // Removed at its hour's end even if the visitor stays on the site without reloading a page.
    expireSavedReferrer();
  } catch {
    // Storage full or blocked: step 2 then finds nothing and says so (SPEC §8).
  }
}

function forgetReferrer() {
  try {
    window.localStorage.removeItem(REFERRAL_USER_KEY);
  } catch {
    // Nothing to forget where storage is blocked.
  }
}

/** Saved data back in the form, punctuated as people write it. */
export const forDisplay = (person: ReferralPerson): ReferralPerson => ({
  ...person,
  phone: formatPhone(person.phone),
  cpf: formatCpf(person.cpf),
});

/** Step 2's rules: the friend's fields, and not the visitor's own CPF. */
function checkFriend(values: ReferralPerson, referrer: ReferralPerson | null): ReferralPersonErrors {
  const check = checkReferralPerson(values);
  if (!check.ok) return check.errors;
  if (referrer && referrer.cpf === check.values.cpf) return { cpf: REFERRAL_MESSAGES.selfReferral };
  return {};
}

type ServerAnswer = { status: number; fields?: Record<string, string>; message?: string };

async function postReferral(body: unknown): Promise<ServerAnswer> {
  const response = await fetch("/api/referrals", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  let payload: { error?: { message?: string; fields?: Record<string, string> } } = {};
  try {
    payload = await response.json();
  } catch {
    // A proxy's HTML error page: the status alone decides.
  }
  return { status: response.status, fields: payload.error?.fields, message: payload.error?.message };
}

/** Splits the server's `referrer.name`-style keys into the two steps' errors. */
function splitServerFields(fields: Record<string, string>) {
  const referrer: ReferralPersonErrors = {};
  const friend: ReferralPersonErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const [side, field] = key.split(".") as [string, ReferralField];
    if (!REFERRAL_FIELDS.includes(field) || typeof message !== "string") continue;
    if (side === "referrer") referrer[field] = message;
    else if (side === "friend") friend[field] = message;
  }
  return { referrer, friend };
}

/**
 * The two-step referral form of SPEC §4, by hand: the public page ships no form or schema library.
 * Rules come from the domain (the API checks the same ones); messages show under each field.
 */
export function ReferralWizard({ answer }: { answer?: ReferralFormAnswer }) {
  const [step, setStep] = useState<Step>(answer?.step ?? 1);
  const [values, setValues] = useState<ReferralPerson>(answer?.values ?? EMPTY);
  const [errors, setErrors] = useState<ReferralPersonErrors>(answer?.errors ?? {});
  // Validation on submit, then on change (SPEC §5): `checked` turns on with the step's first submit.
  const [checked, setChecked] = useState(Object.keys(answer?.errors ?? {}).length > 0);
  // Step 1 as the server checked it, when the form was posted before any script ran.
  const [postedReferrer, setPostedReferrer] = useState(answer?.referrer ?? null);
  const referrerNow = () => postedReferrer ?? readSavedReferrer();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const fieldId = (field: ReferralField) => `${id}-${field}`;
  const errorId = (field: ReferralField) => `${id}-${field}-error`;

  // The focus moves once React has committed the step it belongs to: a step change replaces the inputs,
  // and an element focused before the commit would be gone after it, leaving the focus on <body>.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const focusHeading = () => setFocusRequest({ id: REFERRAL_FORM_HEADING_ID });
  useStartHereLink();

  const focusFirstInvalid = (found: ReferralPersonErrors) => {
    const first = REFERRAL_FIELDS.find((field) => found[field]);
    if (first) setFocusRequest({ id: fieldId(first) });
  };

  const goTo = (next: Step, nextValues: ReferralPerson, nextErrors: ReferralPersonErrors = {}) => {
    setStep(next);
    setValues(nextValues);
    setErrors(nextErrors);
    setChecked(Object.keys(nextErrors).length > 0);
    if (Object.keys(nextErrors).length > 0) focusFirstInvalid(nextErrors);
    else focusHeading();
  };

  const validate = (current: ReferralPerson): ReferralPersonErrors => {
    if (step === 1) {
      const check = checkReferralPerson(current);
      return check.ok ? {} : check.errors;
    }
    return checkFriend(current, referrerNow());
  };

  const change = (field: ReferralField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (checked) setErrors(validate(next));
  };

  const back = () => {
    const saved = referrerNow();
    goTo(1, saved ? forDisplay(saved) : EMPTY);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setChecked(true);

    if (step === 1) {
      const check = checkReferralPerson(values);
      if (!check.ok) {
        setErrors(check.errors);
        focusFirstInvalid(check.errors);
        return;
      }
      saveReferrer(check.values);
      setPostedReferrer(null);
      goTo(2, EMPTY);
      return;
    }

    const referrer = referrerNow();
    if (!referrer) {
      notify.error(REFERRAL_MESSAGES.missingReferrer);
      goTo(1, EMPTY);
      return;
    }
    const friendErrors = checkFriend(values, referrer);
    const friend = checkReferralPerson(values);
    if (!friend.ok || Object.keys(friendErrors).length > 0) {
      setErrors(friendErrors);
      focusFirstInvalid(friendErrors);
      return;
    }

    sending.current = true;
    setBusy(true);
    try {
      const answer = await postReferral({
        referrer,
        friend: friend.values,
        website: honeypotRef.current?.value ?? "",
      });
      if (answer.status === 201 || answer.status === 200) {
        notify.success(REFERRAL_MESSAGES.sent);
        forgetReferrer();
        setPostedReferrer(null);
        formRef.current?.reset();
        goTo(1, EMPTY);
      } else if (answer.status === 400 && answer.fields) {
        const split = splitServerFields(answer.fields);
        if (Object.keys(split.referrer).length > 0) {
          // The saved step 1 is what the server refused: show it again with its messages.
          goTo(1, forDisplay(referrer), split.referrer);
        } else if (Object.keys(split.friend).length > 0) {
          setErrors(split.friend);
          focusFirstInvalid(split.friend);
        } else {
          notify.error(REFERRAL_MESSAGES.sendFailed);
        }
      } else if (answer.status === 429) {
        notify.error(answer.message || REFERRAL_MESSAGES.rateLimited);
      } else {
        notify.error(REFERRAL_MESSAGES.sendFailed);
      }
    } catch {
      notify.error(REFERRAL_MESSAGES.sendFailed);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const labels = LABELS[step];
  const referrerFields =
    step === 2 &&
    postedReferrer &&
    REFERRAL_FIELDS.map((field) => (
      <input key={field} type="hidden" name={REFERRER_FIELD_PREFIX + field} value={postedReferrer[field]} />
    ));
  return (
    <>
      <form
        ref={formRef}
        // Without scripts each step posts to the page (referral-form.server.ts): never the data in a URL.
        method="post"
        // The answer opens at the form, not at the top of the page.
        action={`#${REFERRAL_FORM_HEADING_ID}`}
        noValidate
        onSubmit={submit}
        aria-labelledby={REFERRAL_FORM_HEADING_ID}
        className="flex flex-col gap-5 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
      >
        <div>
          <p className="text-sm font-semibold text-muted-foreground">Passo {step} de 2</p>
          <h3
            id={REFERRAL_FORM_HEADING_ID}
            tabIndex={-1}
            // Clear of the sticky header when the page opens at the form (#indicacao-passo, after a post).
            className="mt-1 scroll-mt-52 text-xl font-extrabold tracking-wide text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring md:scroll-mt-36"
          >
            {STEP_TITLES[step]}
          </h3>
        </div>
        {answer?.sent && step === 1 && (
          <p
            role="status"
            className="rounded-md border border-success/50 bg-success-muted p-3 text-sm font-semibold"
          >
            {REFERRAL_MESSAGES.sent}
          </p>
        )}
        {answer?.message && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {answer.message}
          </p>
        )}
        <input type="hidden" name={REFERRAL_STEP_FIELD} value={step} />
        {referrerFields}

        {REFERRAL_FIELDS.map((field) => {
          const message = errors[field];
          return (
            <div key={`${step}-${field}`} className="flex flex-col gap-2">
              <label htmlFor={fieldId(field)} className="text-sm font-medium leading-none">
                {labels[field]}
              </label>
              <Input
                id={fieldId(field)}
                name={field}
                type={INPUT_PROPS[field].type}
                inputMode={INPUT_PROPS[field].inputMode}
                // The friend's fields are someone else's data: no autofill with the visitor's own.
                autoComplete={step === 1 ? AUTOCOMPLETE[field] : "off"}
                placeholder={REFERRAL_PLACEHOLDERS[field]}
                value={values[field]}
                onChange={change(field)}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? errorId(field) : undefined}
              />
              {message && (
                <p id={errorId(field)} className="text-sm font-medium text-destructive">
                  {message}
                </p>
              )}
            </div>
          );
        })}

        <HoneypotField id={`${id}-website`} inputRef={honeypotRef} />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step === 2 ? (
            <Button
              // Without scripts it submits its own form (below, not this one's default button for Enter):
              // the server shows step 1 again from the hidden copy.
              type="submit"
              form={`${id}-voltar`}
              variant="outline"
              size="lg"
              onClick={(event) => {
                event.preventDefault();
                back();
              }}
            >
              <Icon name="arrow-left" />
              Voltar
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="lg" busy={busy} aria-busy={busy || undefined}>
            {step === 1 ? "Continuar" : "Enviar indicação"}
            {busy && <Icon name="loader-circle" className="animate-spin motion-reduce:animate-none" />}
          </Button>
        </div>
      </form>
      {step === 2 && (
        <form id={`${id}-voltar`} method="post" action={`#${REFERRAL_FORM_HEADING_ID}`} hidden>
          <input type="hidden" name={REFERRAL_STEP_FIELD} value="voltar" />
          {referrerFields}
        </form>
      )}
    </>
  );
}
