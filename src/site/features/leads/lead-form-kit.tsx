import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { LEAD_MESSAGES, type LeadCheck, type LeadKind } from "../../../domain";
import { Alert } from "../../../ui/components/alert";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { Input } from "../../../ui/components/input";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { cn } from "../../../ui/lib/utils";
import { HoneypotField } from "../../components/honeypot-field";
import { pushDataLayer } from "../../lib/data-layer";

// What the three lead forms share, by hand: the public pages ship no form or schema library. Rules come
// from the domain (the API checks the same ones); messages show under each field, from the first submit
// on; the server's answer maps onto the same fields.

export type FormValues = Record<string, string | boolean>;

/**
 * A lead form's page posted without scripts (issue 39): what the visitor typed (a ticked box is "on"),
 * the messages under the fields, one about the whole form, or that the lead was stored.
 */
export type LeadFormAnswer = {
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
  sent?: boolean;
};

type ServerAnswer = { status: number; fields?: Record<string, string>; message?: string };

async function postLead(kind: LeadKind, body: unknown): Promise<ServerAnswer> {
  const response = await fetch(`/api/leads/${kind}`, {
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
  // Issue 57: the fixed dataLayer vocabulary (the form's kind, never what was typed).
  if (response.status === 201) pushDataLayer("lead_submitted", { form: kind });
  return { status: response.status, fields: payload.error?.fields, message: payload.error?.message };
}

export type LeadForm<V extends FormValues> = {
  values: V;
  errors: Partial<Record<string, string>>;
  /** A message about the whole form (the limit, a failed send, an error no field shows). */
  formError: string | null;
  busy: boolean;
  fieldId: (field: string) => string;
  errorId: (field: string) => string;
  change: (field: keyof V & string) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  honeypotRef: RefObject<HTMLInputElement | null>;
  formErrorRef: RefObject<HTMLDivElement | null>;
};

/**
 * A lead form's state and submit: `check` is the domain's rule for this kind, `fields` the fields in
 * screen order (the first wrong one gets the focus), `extra` what the page adds (the plan of a callback).
 */
export function useLeadForm<V extends FormValues>(options: {
  kind: LeadKind;
  initial: V;
  fields: readonly (keyof V & string)[];
  check: (input: unknown) => LeadCheck<unknown, string>;
  extra?: Record<string, unknown>;
  onSent: (values: V) => void;
  /** The page's answer to the same form posted without scripts: the form goes on from there. */
  answer?: LeadFormAnswer;
}): LeadForm<V> {
  const { kind, fields, check, extra, onSent, answer } = options;
  const [values, setValues] = useState<V>(() => answered(options.initial, fields, answer));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(() =>
    fieldErrorsOf(answer?.errors ?? {}, fields),
  );
  const [formError, setFormError] = useState<string | null>(
    () => answer?.message ?? otherErrorOf(answer?.errors ?? {}, fields),
  );
  // Checked on submit, then on every change (as /indique does).
  const [checked, setChecked] = useState(answer !== undefined);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => `${id}-${field}-error`;

  // The focus moves once React has committed the messages it points at.
  const [focusRequest, setFocusRequest] = useState<{ target: string } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "form") formErrorRef.current?.focus();
    else document.getElementById(focusRequest.target)?.focus();
  }, [focusRequest]);

  const withExtra = (current: V) => ({ ...current, ...extra });
  const fieldErrors = (found: Partial<Record<string, string>>) => fieldErrorsOf(found, fields);
  const otherError = (found: Partial<Record<string, string>>) => otherErrorOf(found, fields);

  const show = (found: Partial<Record<string, string>>) => {
    setErrors(fieldErrors(found));
    const other = otherError(found);
    setFormError(other);
    const first = fields.find((field) => found[field]);
    setFocusRequest({ target: first ? fieldId(first) : "form" });
  };

  const change = (field: keyof V & string) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const target = event.target;
    const value =
      target instanceof HTMLInputElement && target.type === "checkbox" ? target.checked : target.value;
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) {
      const result = check(withExtra(next));
      setErrors(result.ok ? {} : fieldErrors(result.errors));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setChecked(true);
    const result = check(withExtra(values));
    if (!result.ok) {
      show(result.errors);
      return;
    }
    sending.current = true;
    setBusy(true);
    setFormError(null);
    try {
      const answer = await postLead(kind, {
        ...withExtra(values),
        website: honeypotRef.current?.value ?? "",
      });
      if (answer.status === 201 || answer.status === 200) {
        onSent(values);
      } else if (answer.status === 400 && answer.fields) {
        show(answer.fields);
      } else {
        setFormError(answer.status === 429 && answer.message ? answer.message : LEAD_MESSAGES.sendFailed);
        setFocusRequest({ target: "form" });
      }
    } catch {
      setFormError(LEAD_MESSAGES.sendFailed);
      setFocusRequest({ target: "form" });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return {
    values,
    errors,
    formError,
    busy,
    fieldId,
    errorId,
    change,
    submit: (event) => void submit(event),
    honeypotRef,
    formErrorRef,
  };
}

type Found = Partial<Record<string, string>>;

const fieldErrorsOf = (found: Found, fields: readonly string[]): Found =>
  Object.fromEntries(Object.entries(found).filter(([field]) => fields.includes(field)));

/** An error the form has no field for (a callback's plan): said once, above the button. */
const otherErrorOf = (found: Found, fields: readonly string[]): string | null =>
  Object.entries(found).find(([field, message]) => !fields.includes(field) && message)?.[1] ?? null;

/** The initial values with what the page's answer says was typed (a box ticked when it came as "on"). */
function answered<V extends FormValues>(
  initial: V,
  fields: readonly (keyof V & string)[],
  answer: LeadFormAnswer | undefined,
): V {
  if (!answer) return initial;
  const values: FormValues = { ...initial };
  for (const field of fields) {
    const typed = answer.values[field] ?? "";
    values[field] = typeof initial[field] === "boolean" ? typed === "on" : typed;
  }
  return values as V;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

const LABEL = "text-sm font-medium leading-none";
const HINT = "text-xs text-muted-foreground";

export function TextField<V extends FormValues>({
  form,
  field,
  label,
  hint,
  required = true,
  type = "text",
  inputMode,
  autoComplete,
  placeholder,
  className,
}: {
  form: LeadForm<V>;
  field: keyof V & string;
  label: string;
  hint?: string;
  required?: boolean;
  type?: "text" | "tel" | "email";
  inputMode?: "text" | "tel" | "email" | "numeric";
  autoComplete?: string;
  placeholder?: string;
  className?: string;
}) {
  const message = form.errors[field];
  const hintId = `${form.fieldId(field)}-hint`;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={form.fieldId(field)} className={LABEL}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={HINT}>
          {hint}
        </p>
      )}
      <Input
        large
        id={form.fieldId(field)}
        name={field}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
        value={String(form.values[field] ?? "")}
        onChange={form.change(field)}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(hint && hintId, message && form.errorId(field))}
      />
      <FieldMessage id={form.errorId(field)} message={message} />
    </div>
  );
}

export function SelectField<V extends FormValues>({
  form,
  field,
  label,
  options,
  placeholder,
  autoComplete,
  className,
}: {
  form: LeadForm<V>;
  field: keyof V & string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  autoComplete?: string;
  className?: string;
}) {
  const message = form.errors[field];
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={form.fieldId(field)} className={LABEL}>
        {label}
      </label>
      <select
        id={form.fieldId(field)}
        name={field}
        autoComplete={autoComplete}
        value={String(form.values[field] ?? "")}
        onChange={form.change(field)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? form.errorId(field) : undefined}
        className="flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base aria-invalid:border-destructive"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={form.errorId(field)} message={message} />
    </div>
  );
}

/** A required tick box with its text (the consent line), the message under it. */
export function CheckboxField<V extends FormValues>({
  form,
  field,
  children,
}: {
  form: LeadForm<V>;
  field: keyof V & string;
  children: ReactNode;
}) {
  const message = form.errors[field];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input
          id={form.fieldId(field)}
          name={field}
          type="checkbox"
          required
          checked={form.values[field] === true}
          onChange={form.change(field)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? form.errorId(field) : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
        />
        <label htmlFor={form.fieldId(field)} className="text-sm leading-snug">
          {children}
        </label>
      </div>
      <FieldMessage id={form.errorId(field)} message={message} />
    </div>
  );
}

/** One choice of a few, as large tap targets (a fieldset of radio buttons). */
export function ChoiceField<V extends FormValues>({
  form,
  field,
  legend,
  options,
}: {
  form: LeadForm<V>;
  field: keyof V & string;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const message = form.errors[field];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={cn(LABEL, "mb-2")}>{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {options.map((option, index) => {
          const optionId = index === 0 ? form.fieldId(field) : `${form.fieldId(field)}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-input px-2 text-sm font-medium has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                id={optionId}
                type="radio"
                name={field}
                value={option.value}
                checked={form.values[field] === option.value}
                onChange={form.change(field)}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? form.errorId(field) : undefined}
                className="size-4 accent-primary"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldMessage id={form.errorId(field)} message={message} />
    </fieldset>
  );
}

/** A field people never see nor hear; bots fill it in, and the API then stores nothing. */
export function Honeypot<V extends FormValues>({ form }: { form: LeadForm<V> }) {
  return <HoneypotField id={form.fieldId("website")} inputRef={form.honeypotRef} />;
}

/** The form's own message (the limit, a failed send), focusable so the focus can be taken to it. */
export function FormError<V extends FormValues>({ form }: { form: LeadForm<V> }) {
  if (!form.formError) return null;
  return (
    <Alert
      ref={form.formErrorRef}
      tabIndex={-1}
      variant="destructive"
      className="outline-none"
      data-form-error=""
    >
      <Icon name="badge-exclamation-point" />
      <p>{form.formError}</p>
    </Alert>
  );
}

const LINK = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

/** The privacy policy, in a new window: the form stays as it was. */
export function PrivacyLink() {
  return (
    <a href="/politica-privacidade" target="_blank" rel="noopener" className={LINK}>
      política de privacidade
      <NewWindowHint />
    </a>
  );
}

export function SubmitButton<V extends FormValues>({
  form,
  children,
}: {
  form: LeadForm<V>;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg-wrap" busy={form.busy} aria-busy={form.busy || undefined}>
      {children}
      {form.busy && <Icon name="loader-circle" className="animate-spin motion-reduce:animate-none" />}
    </Button>
  );
}
