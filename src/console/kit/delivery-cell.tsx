import { Button } from "../../ui/components/button";
import type { ResponseLike } from "./api";
import { useMutation } from "./use-mutation";

/**
 * The 'Entrega' cell of the tabs whose records the outbox worker hands to the relay (Indicações, Contatos):
 * where the delivery stands and, once it has failed, another round of attempts.
 */
export function DeliveryCell({
  status,
  label,
  retryName,
  retry,
}: {
  status: "pending" | "delivered" | "failed";
  /** What the cell says: the status and, for a failure, its last error. */
  label: string;
  /** The retry button's accessible name, which names whose record it is. */
  retryName: string;
  retry: () => Promise<ResponseLike>;
}) {
  const { run, pending } = useMutation();
  return (
    <div className="flex flex-col items-start gap-1">
      <span
        className={
          status === "failed"
            ? "font-semibold text-destructive"
            : status === "delivered"
              ? "text-success"
              : undefined
        }
      >
        {label}
      </span>
      {status === "failed" && (
        <Button
          variant="outline"
          size="sm"
          busy={pending}
          aria-label={retryName}
          onClick={() =>
            run(retry, {
              success: "Nova tentativa de entrega agendada",
              failure: "Erro ao agendar nova tentativa de entrega",
            })
          }
        >
          Tentar novamente
        </Button>
      )}
    </div>
  );
}
