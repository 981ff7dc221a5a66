import { useMemo } from "react";
import {
  type AdminBanner,
  BANNER_COLORS,
  type BannerColor,
  type BannerSettings,
  bannerOffer,
} from "../../domain";
import {
  type BannerFormValues,
  bannerUpdateSchema,
  type WithWallTimes,
  withSiteWallTimes,
} from "../../domain/schemas";
import { Label } from "../../ui/components/label";
import { Switch } from "../../ui/components/switch";
import { adminApi } from "../kit/admin-client";
import { column, field } from "../kit/columns";
import { EntityTab } from "../kit/entity-tab";
import { SelectField } from "../kit/fields";
import { useMutation } from "../kit/use-mutation";
import {
  BannerFields,
  BannerOfferFields,
  type BannerPlan,
  imageColumn,
  scheduleValues,
  situationColumn,
} from "./banner-parts";
import { BannerPreview } from "./banner-preview";
import { ENTITY_TEXTS } from "./entity-texts";

export const COLOR_LABELS: Record<BannerColor, string> = {
  white: "Branco",
  yellow: "Amarelo",
  "light-blue": "Azul-claro",
  "medium-blue": "Azul-médio",
  "dark-blue": "Azul-escuro",
  "dark-yellow": "Amarelo-escuro",
};
const colorOptions = BANNER_COLORS.map((color) => ({ value: color, label: COLOR_LABELS[color] }));

const columnsFor = (plans: readonly BannerPlan[]) => [
  imageColumn<AdminBanner>(),
  field<AdminBanner, "title">("title", "Título", { className: "font-semibold" }),
  column<AdminBanner, string>(
    "planId",
    "Oferta",
    (row) => plans.find((plan) => plan.id === row.planId)?.name ?? "",
    { show: (row) => plans.find((plan) => plan.id === row.planId)?.name ?? "Sem oferta" },
  ),
  column<AdminBanner, string>("bgColor", "Cor de fundo", (row) => COLOR_LABELS[row.bgColor] ?? row.bgColor),
  field<AdminBanner, "displayOrder">("displayOrder", "Ordem"),
  situationColumn<AdminBanner>(),
];

const toValues = (banner: AdminBanner): WithWallTimes<BannerFormValues> => ({
  ...banner,
  ...scheduleValues(banner),
  displayOrder: String(banner.displayOrder),
  planId: banner.planId === null ? "" : String(banner.planId),
});

const formSchema = withSiteWallTimes(bannerUpdateSchema);

/**
 * Banners are edited only; the captions switch is the banner settings' one field. A banner may sell one
 * of `plans`: the site shows that plan's current price and a button to the sales chat (`whatsappNumber`).
 */
export function BannersTab({
  banners,
  settings,
  plans,
  whatsappNumber,
}: {
  banners: AdminBanner[];
  settings: BannerSettings;
  plans: BannerPlan[];
  whatsappNumber: string;
}) {
  const captions = useMutation();
  const columns = useMemo(() => columnsFor(plans), [plans]);
  return (
    <EntityTab
      texts={ENTITY_TEXTS.banners}
      rows={banners}
      columns={columns}
      searchFields={(row) => [row.title, row.description, COLOR_LABELS[row.bgColor]]}
      initialSort={{ id: "displayOrder" }}
      label={(row) => row.title}
      rowTestId="banner-row"
      api={adminApi.banners}
      form={{
        schema: formSchema,
        empty: toValues(banners[0] ?? ({} as AdminBanner)),
        toValues,
        fields: ({ control, setValue }) => (
          <>
            <BannerFields control={control} setValue={setValue} area="banners" />
            <SelectField control={control} name="bgColor" label="Cor de fundo" options={colorOptions} />
            <BannerOfferFields control={control} plans={plans} />
            <BannerPreview
              control={control}
              kind="home"
              showCaptions={settings.showCaptions}
              offerOf={({ planId, buttonLabel }) => {
                // As the site will read it: an inactive plan (or none) shows no offer.
                const plan = plans.find((item) => String(item.id) === String(planId ?? ""));
                return bannerOffer(plan?.sellable ? plan : null, buttonLabel ?? "", whatsappNumber);
              }}
            />
          </>
        ),
      }}
    >
      <div className="flex items-center gap-3 rounded-lg border p-3">
        <Switch
          id="banner-captions"
          checked={settings.showCaptions}
          aria-busy={captions.pending || undefined}
          onCheckedChange={(showCaptions) => {
            if (captions.pending) return;
            void captions.run(() => adminApi.bannerSettings.update(settings, showCaptions), {
              success: showCaptions ? "Legendas dos banners ativadas" : "Banners exibidos só com imagens",
              failure: "Erro ao atualizar configuração dos banners",
            });
          }}
        />
        <Label htmlFor="banner-captions">Mostrar título e descrição sobre os banners</Label>
      </div>
    </EntityTab>
  );
}
