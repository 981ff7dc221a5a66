import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { type AdminPlan, CAMERA_COUNTS, cameraCountLabel, PLAN_TYPES } from "../../../domain";
import { type PlanFormValues, type PlanInput, planInputSchema } from "../../../domain/schemas";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { AdminApiError, describeFailure, type Failure } from "./admin-api";

export const saveFailureTitle = (plan: AdminPlan | null) =>
  plan ? "Erro ao atualizar plano" : "Erro ao adicionar plano";

const EMPTY: PlanFormValues = {
  name: "",
  speed: "",
  price: "",
  type: "" as never,
  streamings: "",
  cameraCount: "0",
  badge: "",
};

function toFormValues(plan: AdminPlan): PlanFormValues {
  return {
    name: plan.name,
    speed: plan.speed,
    price: plan.price.toFixed(2).replace(".", ","),
    type: plan.type,
    streamings: plan.streamings.join(", "),
    cameraCount: String(plan.cameraCount),
    badge: plan.badge ?? "",
  };
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan being edited; none to add one. */
  plan: AdminPlan | null;
  onSubmit: (values: PlanInput) => Promise<void>;
  /** Where the focus goes when the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus: (event: Event) => void;
};

const FIELD_IDS = ["name", "speed", "price", "type", "streamings", "cameraCount", "badge"] as const;

export function PlanFormDialog({ open, onOpenChange, plan, onSubmit, onCloseAutoFocus }: Props) {
  const form = useForm<PlanFormValues, unknown, PlanInput>({
    resolver: zodResolver(planInputSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  // The last failed save, in the form until the next try (the toast goes after a few seconds).
  const [failure, setFailure] = useState<Failure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const focusFailure = useRef(false);
  useEffect(() => {
    if (failure && focusFailure.current) failureRef.current?.focus();
    focusFailure.current = false;
  }, [failure]);

  useEffect(() => {
    if (open) {
      form.reset(plan ? toFormValues(plan) : EMPTY);
      setFailure(null);
    }
  }, [open, plan, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      // Field messages from the server land under their fields, and the first of them takes the focus.
      const fields =
        error instanceof AdminApiError ? FIELD_IDS.filter((field) => error.fields[field] !== undefined) : [];
      for (const [index, field] of fields.entries()) {
        const message = (error as AdminApiError).fields[field]!;
        form.setError(field, { message }, { shouldFocus: index === 0 });
      }
      // No field to blame: the message itself takes the focus, once it is on the page.
      focusFailure.current = fields.length === 0;
      setFailure(describeFailure(saveFailureTitle(plan), error));
    }
  });

  const fieldError = (name: (typeof FIELD_IDS)[number]) => {
    const message = errors[name]?.message;
    return message ? (
      <p id={`plan-${name}-error`} className="text-sm text-destructive">
        {String(message)}
      </p>
    ) : null;
  };
  const a11y = (name: (typeof FIELD_IDS)[number]) => ({
    id: `plan-${name}`,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `plan-${name}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{plan ? "Editar plano" : "Adicionar plano"}</DialogTitle>
          <DialogDescription>
            {plan ? `Altere os dados do plano ${plan.name}.` : "Preencha os dados do novo plano."}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            if (isSubmitting) event.preventDefault();
            else void submit(event);
          }}
          className="grid gap-4 sm:grid-cols-2"
        >
          {failure && (
            <Alert variant="destructive" className="sm:col-span-2" ref={failureRef} tabIndex={-1}>
              <p>
                <strong>{failure.title}.</strong> {failure.message}
              </p>
            </Alert>
          )}
          <div className="flex flex-col gap-2 sm:col-span-2">
            <Label htmlFor="plan-name">Nome</Label>
            <Input {...a11y("name")} {...form.register("name")} />
            {fieldError("name")}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="plan-speed">Velocidade</Label>
            <Input placeholder="500 Mb/s" {...a11y("speed")} {...form.register("speed")} />
            {fieldError("speed")}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="plan-price">Preço (R$)</Label>
            <Input inputMode="decimal" placeholder="99,90" {...a11y("price")} {...form.register("price")} />
            {fieldError("price")}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="plan-type">Tipo</Label>
            <NativeSelect {...a11y("type")} {...form.register("type")}>
              <option value="">Selecione o tipo</option>
              {PLAN_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
            {fieldError("type")}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="plan-cameraCount">Câmeras</Label>
            <NativeSelect {...a11y("cameraCount")} {...form.register("cameraCount")}>
              {CAMERA_COUNTS.map((count) => (
                <option key={count} value={String(count)}>
                  {cameraCountLabel(count)}
                </option>
              ))}
            </NativeSelect>
            {fieldError("cameraCount")}
          </div>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <Label htmlFor="plan-streamings">Streamings (separados por vírgula)</Label>
            <Input
              placeholder="Max, Looke, Globoplay"
              {...a11y("streamings")}
              {...form.register("streamings")}
            />
            {fieldError("streamings")}
          </div>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <Label htmlFor="plan-badge">Selo (opcional)</Label>
            <Input placeholder="MELHOR OFERTA" {...a11y("badge")} {...form.register("badge")} />
            {fieldError("badge")}
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? "Salvando..." : plan ? "Salvar alterações" : "Adicionar plano"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
