import type { UseFormReturn } from "react-hook-form";
import { type AdminPage, formatSiteMoment, PAGE_PATHS, PAGE_PLACEHOLDERS } from "../../domain";
import {
  type PageFormValues,
  type PageInput,
  pageInputSchema,
  type WithWallTimes,
  withSiteWallTimes,
} from "../../domain/schemas";
import { adminApi } from "../kit/admin-client";
import { column, field } from "../kit/columns";
import { EntityTab } from "../kit/entity-tab";
import { FieldGroup, SwitchField, TextareaField, TextField } from "../kit/fields";
import { ImageWithAltFields } from "../kit/image-field";
import { PreviewButton } from "../kit/preview-button";
import { scheduleValues, situationColumn } from "./banner-parts";
import { ENTITY_TEXTS } from "./entity-texts";
import { MarkdownBodyEditor } from "./markdown-editor";

const COLUMNS = [
  field<AdminPage, "title">("title", "Título", { className: "min-w-48 font-semibold" }),
  column<AdminPage, string>("key", "Endereço", (row) => PAGE_PATHS[row.key], {
    show: (row) => (
      <a
        href={PAGE_PATHS[row.key]}
        target="_blank"
        rel="noopener"
        className="font-mono text-sm text-primary underline underline-offset-4"
      >
        {PAGE_PATHS[row.key]}
        <span className="sr-only"> (abre em nova janela)</span>
      </a>
    ),
  }),
  column<AdminPage, string>("updatedAt", "Alterado em", (row) => row.updatedAt, {
    show: (row) => formatSiteMoment(new Date(row.updatedAt)),
    className: "whitespace-nowrap tabular-nums",
  }),
  situationColumn<AdminPage>((isActive) => (isActive ? "Publicada" : "Não publicada")),
];

type PageValues = WithWallTimes<PageFormValues> & { body: string };

const EMPTY: PageValues = {
  title: "",
  lead: "",
  body: "",
  seoTitle: "",
  seoDescription: "",
  imageUrl: "",
  imageAlt: "",
  imageWidth: null,
  imageHeight: null,
  isActive: true,
  publishAt: "",
  unpublishAt: "",
};

const toValues = (page: AdminPage): PageValues => ({
  title: page.title,
  lead: page.lead,
  body: page.body,
  seoTitle: page.seoTitle,
  seoDescription: page.seoDescription,
  imageUrl: page.imageUrl,
  imageAlt: page.imageAlt,
  imageWidth: page.imageWidth,
  imageHeight: page.imageHeight,
  isActive: page.isActive,
  ...scheduleValues(page),
});

const formSchema = withSiteWallTimes(pageInputSchema);

function PageFields({ form }: { form: UseFormReturn<PageValues, unknown, PageInput> }) {
  const { control, setValue } = form;
  return (
    <>
      <TextField control={control} name="title" label="Título" wide />
      <TextareaField
        control={control}
        name="lead"
        label="Chamada"
        rows={2}
        description="O texto em destaque abaixo do título."
      />
      <div className="text-sm text-muted-foreground sm:col-span-2" data-testid="page-placeholders">
        <p>Nos textos, estas marcas são trocadas pelo valor atual na página do site:</p>
        <ul className="mt-1 list-disc pl-5">
          {PAGE_PLACEHOLDERS.map(({ placeholder, meaning }) => (
            <li key={placeholder}>
              <code className="font-mono text-foreground">{placeholder}</code>: {meaning}
            </li>
          ))}
        </ul>
      </div>
      <FieldGroup title="Buscadores e redes sociais">
        <TextField control={control} name="seoTitle" label="Título para buscadores" wide />
        <TextareaField control={control} name="seoDescription" label="Descrição para buscadores" rows={2} />
      </FieldGroup>
      <ImageWithAltFields
        control={control}
        setValue={setValue}
        label="Imagem de capa (opcional)"
        area="banners"
      />
      <MarkdownBodyEditor control={control} setValue={setValue} />
      <FieldGroup title="Publicação">
        <SwitchField
          control={control}
          name="isActive"
          label="Publicada"
          description="Desligada, as alterações ficam guardadas e o site continua mostrando o último texto publicado."
        />
        <TextField
          control={control}
          name="publishAt"
          label="Publicar em"
          type="datetime-local"
          description="Horário de Brasília. O texto salvo entra no site sozinho nesse horário; até lá, o site mostra o último texto publicado."
        />
        <TextField
          control={control}
          name="unpublishAt"
          label="Despublicar em"
          type="datetime-local"
          description="Horário de Brasília. A partir daí, novas alterações esperam uma nova publicação; a página continua no ar com o último texto publicado."
        />
      </FieldGroup>
    </>
  );
}

/**
 * Páginas: the information pages' prose (decision 0041), edited with the Blog's editor. A page is a route
 * of the site: edited here, never added or removed; the parts around its prose stay in the site's code.
 */
export function PagesTab({ pages }: { pages: AdminPage[] }) {
  return (
    <EntityTab
      texts={ENTITY_TEXTS.pages}
      rows={pages}
      columns={COLUMNS}
      searchFields={(row) => [row.title, PAGE_PATHS[row.key], row.seoTitle]}
      initialSort={{ id: "title", desc: false }}
      label={(row) => row.title}
      rowTestId="page-row"
      api={adminApi.pages}
      rowActions={(page) => (
        <PreviewButton label={page.title} signedLink={() => adminApi.pages.previewLink(page)} />
      )}
      form={{
        schema: formSchema,
        empty: EMPTY,
        toValues,
        width: "4xl",
        fields: (form) => <PageFields form={form} />,
      }}
    />
  );
}
