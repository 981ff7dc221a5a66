// How the console's tabs in one browser learn that the session has ended: the tab that signs out says so
// on a BroadcastChannel, and every tab asks the server again when it is shown or focused (which also
// catches a session revoked from another browser, or expired).

const CHANNEL_NAME = "vitrine-staff-session";
const SIGNED_OUT = "signed-out";

// One channel per page: a BroadcastChannel does not hear its own messages, so the tab that signs out
// is not told twice.
let channel: BroadcastChannel | null | undefined;
function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL_NAME) : null;
  return channel;
}

/** Tells the browser's other console tabs that the session has just ended. */
export function announceSignedOut() {
  sessionChannel()?.postMessage(SIGNED_OUT);
}

/** Calls `listener` when another tab of this browser says it signed out; returns the unsubscribe. */
export function onSignedOutElsewhere(listener: () => void): () => void {
  const current = sessionChannel();
  if (!current) return () => {};
  const handle = (event: MessageEvent) => {
    if (event.data === SIGNED_OUT) listener();
  };
  current.addEventListener("message", handle);
  return () => current.removeEventListener("message", handle);
}

/**
 * Whether the browser still holds a session: false when the server says there is none, undefined when
 * it could not be asked (offline, restarting), which is no reason to leave the console. Asked with
 * `disableRefresh`, so looking does not count as using the session.
 */
export async function sessionIsAlive(): Promise<boolean | undefined> {
  try {
    const response = await fetch("/api/auth/get-session?disableRefresh=true", {
      cache: "no-store",
      headers: { accept: "application/json" },
    });
    if (response.status === 401) return false;
    if (!response.ok) return undefined;
    const body = (await response.json()) as { session?: unknown } | null;
    return Boolean(body?.session);
  } catch {
    return undefined;
  }
}

export type SignOutScope = "this" | "all";

/**
 * Ends this browser's session, or every session of the staff member (better-auth's revoke-sessions).
 * True once signed out: for 'this', a session that had already ended counts too (better-auth clears the
 * cookie all the same); a server fault, a refusal or no connection is a failure.
 */
export async function endSession(scope: SignOutScope): Promise<boolean> {
  try {
    const response = await fetch(scope === "all" ? "/api/auth/revoke-sessions" : "/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    return response.ok || (scope === "this" && response.status === 401);
  } catch {
    return false;
  }
}
