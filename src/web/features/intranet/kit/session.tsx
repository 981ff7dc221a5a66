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
import { checkSignIn, LOGIN_FAILED_MESSAGE, type SignInErrors } from "../../../../domain";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { notify } from "../../../lib/toast";
import { readApiError } from "./api";
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
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
      if (response.ok) onSignedIn();
      else setFailure((await readApiError(response))?.message || LOGIN_FAILED_MESSAGE);
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
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
    </>
  );
}
