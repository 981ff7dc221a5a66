import { createContext, type RefObject, useContext, useEffect, useLayoutEffect } from "react";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { Alert } from "../../ui/components/alert";
import { Button } from "../../ui/components/button";
import { Icon } from "../../ui/components/icon";
import { notify } from "../../ui/lib/toast";

/** Set while a tab shows its load error, so 'Atualizar' does not report success over it. */
export const LoadFailedContext = createContext<RefObject<boolean> | null>(null);

/** A tab's error boundary: the §8 loading error, and a way to try again. */
export function TabLoadError({ title, message }: { title: string; message: string }) {
  const failed = useContext(LoadFailedContext);
  const revalidator = useRevalidator();
  useLayoutEffect(() => {
    if (!failed) return;
    failed.current = true;
    return () => {
      failed.current = false;
    };
  }, [failed]);
  useEffect(() => {
    notify.error(title, message);
  }, [title, message]);
  return (
    <Alert variant="destructive" className="flex-col">
      <p>
        <strong>{title}.</strong> {message}.
      </p>
      <Button
        variant="outline"
        size="sm"
        busy={revalidator.state === "loading"}
        onClick={() => void revalidator.revalidate()}
      >
        <Icon name="refresh-cw" />
        Tentar novamente
      </Button>
    </Alert>
  );
}

/**
 * A tab route's ErrorBoundary, with the §8 texts of its data; a tab the staff member's role may not use
 * (403 from requireStaff) says so instead, with nothing to try again.
 */
export function loadError(title: string, message: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route module, at its top level.
  return function TabErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 403)
      return (
        <Alert>
          <p>
            <strong>Acesso restrito.</strong> {String(error.data)}
          </p>
        </Alert>
      );
    return <TabLoadError title={title} message={message} />;
  };
}

/** A console tab's document title; the console is never indexed. */
export function consoleMeta(tab: string) {
  return () => [{ title: `${tab} - Intranet` }, { name: "robots", content: "noindex" }];
}
