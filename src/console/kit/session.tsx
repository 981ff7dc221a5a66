import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import {
  CODE_LABEL,
  checkSignIn,
  checkTwoFactorCode,
  LOGIN_FAILED_MESSAGE,
  type SignInErrors,
  TWO_FACTOR_MESSAGES,
  type TwoFactorMethod,
} from "../../domain";
import { Alert } from "../../ui/components/alert";
import { Button } from "../../ui/components/button";
import { CodeField } from "../../ui/components/code-field";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/components/dialog";
import { Input } from "../../ui/components/input";
import { Label } from "../../ui/components/label";
import { notify } from "../../ui/lib/toast";
import { readApiError } from "./api";
import { useOneFieldForm } from "./one-field-form";
import {
  announceSignedOut,
  endSession,
  onSignedOutElsewhere,
  type SignOutScope,
  sessionIsAlive,
} from "./session-sync";
import { SIGN_OUT_FAILED } from "./session-texts";

type SessionContextValue = {
  email: string;
  /** Asks the user to sign in again; true once a new session cookie is set. */
  signInAgain: () => Promise<boolean>;
  /** Signs out ('all': every session of the staff member) and goes to /auth; on failure, the §8 toast. */
  signOut: (scope: SignOutScope) => Promise<void>;
  /** A form reports whether it holds input not yet saved; `id` is the form's own. */
  trackUnsavedInput: (id: symbol, unsaved: boolean) => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function useStaffSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useStaffSession must be inside <StaffSessionProvider>");
  return value;
}

/**
 * An expired session must not cost the form the staff member was filling in: instead of leaving for
 * /auth, a dialog over the form signs in again through better-auth's endpoint (same rate limits as /auth),
 * and the write that met the 401 is sent again.
 *
 * A session ended elsewhere (a sign-out in another tab, announced on a BroadcastChannel, or found when
 * the tab is shown or focused again) takes the tab to /auth, unless a form holds unsaved input: then the
 * same dialog opens over it, and only 'Cancelar' leaves for /auth.
 */
export function StaffSessionProvider({ email, children }: { email: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<((signedIn: boolean) => void) | null>(null);
  const navigate = useNavigate();
  const unsavedForms = useRef(new Set<symbol>());
  const leaving = useRef(false);

  const signInAgain = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current?.(false);
        waiting.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const trackUnsavedInput = useCallback((id: symbol, unsaved: boolean) => {
    if (unsaved) unsavedForms.current.add(id);
    else unsavedForms.current.delete(id);
  }, []);

  const signOut = useCallback(
    async (scope: SignOutScope) => {
      if (leaving.current) return;
      leaving.current = true;
      if (await endSession(scope)) {
        announceSignedOut();
        await navigate("/auth", { replace: true });
        return;
      }
      leaving.current = false;
      notify.error(SIGN_OUT_FAILED.title, SIGN_OUT_FAILED.message);
    },
    [navigate],
  );

  useEffect(() => {
    let checking = false;
    const check = async () => {
      // The dialog already asks for a new sign-in; a sign-out of this tab is on its way to /auth.
      if (checking || leaving.current || waiting.current) return;
      checking = true;
      try {
        if ((await sessionIsAlive()) !== false) return;
        if (unsavedForms.current.size > 0) {
          if (await signInAgain()) return;
          // A write that met the 401 meanwhile asked for the same dialog: its answer decides.
          if (waiting.current) return;
        }
        leaving.current = true;
        await navigate("/auth", { replace: true });
      } finally {
        checking = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const stopListening = onSignedOutElsewhere(() => void check());
    window.addEventListener("focus", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopListening();
      window.removeEventListener("focus", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [navigate, signInAgain]);

  const finish = (signedIn: boolean) => {
    waiting.current?.(signedIn);
    waiting.current = null;
    setOpen(false);
  };

  return (
    <SessionContext.Provider value={{ email, signInAgain, signOut, trackUnsavedInput }}>
      {children}
      <Dialog open={open} onOpenChange={(next) => !next && finish(false)}>
        <DialogContent width="sm">
          <SignInAgainForm email={email} onSignedIn={() => finish(true)} onCancel={() => finish(false)} />
        </DialogContent>
      </Dialog>
    </SessionContext.Provider>
  );
}

/** better-auth's answers that end a sign-in's code step: back to the password. */
const CODE_STEP_OVER = new Set([
  "invalid_two_factor_cookie",
  "too_many_attempts_request_new_code",
  "totp_not_enabled",
  "backup_codes_not_enabled",
]);

function SignInAgainForm({
  email,
  onSignedIn,
  onCancel,
}: {
  email: string;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  // After the right password of an account with two-factor sign-in: its code (decision 0025).
  const [step, setStep] = useState<"password" | TwoFactorMethod>("password");

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const checked = checkSignIn({ email: data.get("email"), password: data.get("password") });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure("");
    setBusy(true);
    try {
      const response = await fetch("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(checked.values),
      });
      if (!response.ok) {
        setFailure((await readApiError(response))?.message || LOGIN_FAILED_MESSAGE);
        return;
      }
      const body = (await response.json().catch(() => undefined)) as
        | { twoFactorRedirect?: unknown }
        | undefined;
      if (body?.twoFactorRedirect === true) setStep("totp");
      else onSignedIn();
    } catch {
      setFailure(LOGIN_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Sessão expirada</DialogTitle>
        <DialogDescription>
          Entre novamente para continuar. O que você preencheu foi mantido e será enviado em seguida.
        </DialogDescription>
      </DialogHeader>
      {step === "password" ? (
        <form noValidate onSubmit={submitPassword} className="flex flex-col gap-4">
          {failure && <Alert variant="destructive">{failure}</Alert>}
          <div className="flex flex-col gap-2">
            <Label htmlFor="session-email">E-mail</Label>
            <Input
              id="session-email"
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "session-email-error" : undefined}
            />
            {errors.email && (
              <p id="session-email-error" className="text-sm text-destructive">
                {errors.email}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="session-password">Senha</Label>
            <Input
              id="session-password"
              name="password"
              type="password"
              autoComplete="current-password"
              data-autofocus
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? "session-password-error" : undefined}
            />
            {errors.password && (
              <p id="session-password-error" className="text-sm text-destructive">
                {errors.password}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancelar
            </Button>
            <Button type="submit" busy={busy}>
              {busy ? "Entrando..." : "Entrar"}
            </Button>
          </DialogFooter>
        </form>
      ) : (
        <SignInCodeForm
          key={step}
          method={step}
          onMethod={setStep}
          onSignedIn={onSignedIn}
          onStepOver={(message) => {
            setFailure(message);
            setStep("password");
          }}
          onCancel={onCancel}
        />
      )}
    </>
  );
}

const CODE_HINTS: Record<TwoFactorMethod, string> = {
  totp: "Digite o código de 6 dígitos que o aplicativo autenticador mostra agora.",
  backup:
    "Digite um dos seus códigos de recuperação, com as letras maiúsculas e minúsculas como estão. Cada código serve uma única vez.",
};

/** The code step of the dialog's sign-in: the app's code, or a backup code. */
function SignInCodeForm({
  method,
  onMethod,
  onSignedIn,
  onStepOver,
  onCancel,
}: {
  method: TwoFactorMethod;
  onMethod: (method: TwoFactorMethod) => void;
  onSignedIn: () => void;
  onStepOver: (message: string) => void;
  onCancel: () => void;
}) {
  const [failure, setFailure] = useState("");
  const {
    input,
    error: fieldError,
    busy,
    submit,
  } = useOneFieldForm({
    name: "code",
    check: (value) => {
      const checked = checkTwoFactorCode(method, value);
      return checked.ok ? { ok: true, value: checked.code } : checked;
    },
    // A refused code is the form's message, not the field's: the field keeps no error and its text is
    // selected to be typed over.
    send: async (code) => {
      setFailure("");
      try {
        const response = await fetch(
          method === "totp" ? "/api/auth/two-factor/verify-totp" : "/api/auth/two-factor/verify-backup-code",
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ code }),
          },
        );
        if (response.ok) {
          onSignedIn();
          return undefined;
        }
        const error = await readApiError(response);
        if (error && CODE_STEP_OVER.has(error.code)) {
          onStepOver(error.message);
          return undefined;
        }
        setFailure(error?.message || TWO_FACTOR_MESSAGES.invalidCode);
        input.current?.select();
      } catch {
        setFailure(LOGIN_FAILED_MESSAGE);
      }
      return undefined;
    },
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <div className="flex flex-col gap-2">
        <Label htmlFor="session-code">{CODE_LABEL[method]}</Label>
        <p id="session-code-hint" className="text-sm text-muted-foreground">
          {CODE_HINTS[method]}
        </p>
        <CodeField ref={input} id="session-code" method={method} invalid={Boolean(fieldError)} />
        {fieldError && (
          <p id="session-code-error" className="text-sm text-destructive">
            {fieldError}
          </p>
        )}
      </div>
      <Button
        type="button"
        variant="link"
        size="xs"
        className="self-start"
        onClick={() => onMethod(method === "totp" ? "backup" : "totp")}
      >
        {method === "totp" ? "Usar um código de recuperação" : "Usar o código do aplicativo"}
      </Button>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? "Verificando..." : "Verificar"}
        </Button>
      </DialogFooter>
    </form>
  );
}
