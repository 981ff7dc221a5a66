import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type AdminPlan, CAMERA_COUNTS, cameraCountLabel, PLAN_TYPES } from "../../../domain";
import { type PlanFormValues, type PlanInput, planInputSchema } from "../../../domain/schemas";
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
import { AdminApiError } from "./admin-api";

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
};

const FIELD_IDS = ["name", "speed", "price", "type", "streamings", "cameraCount", "badge"] as const;

export function PlanFormDialog({ open, onOpenChange, plan, onSubmit }: Props) {
  const form = useForm<PlanFormValues, unknown, PlanInput>({
    resolver: zodResolver(planInputSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) form.reset(plan ? toFormValues(plan) : EMPTY);
  }, [open, plan, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      // Field messages from the server land under their fields; the toast was raised by the caller.
      if (error instanceof AdminApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if ((FIELD_IDS as readonly string[]).includes(field)) {
            form.setError(field as (typeof FIELD_IDS)[number], { message });
          }
        }
      }
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
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{plan ? "Editar plano" : "Adicionar plano"}</DialogTitle>
          <DialogDescription>
            {plan ? `Altere os dados do plano ${plan.name}.` : "Preencha os dados do novo plano."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
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
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Salvando..." : plan ? "Salvar alterações" : "Adicionar plano"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
