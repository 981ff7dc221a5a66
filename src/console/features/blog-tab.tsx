import { useEffect } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import {
  type AdminArticle,
  ARTICLE_STATUS_LABELS,
  ARTICLE_STATUSES,
  articleStateLabel,
  formatSiteMoment,
  slugify,
  toSiteWallTime,
} from "../../domain";
import { type ArticleEditorValues, type ArticleInput, articleFormSchema } from "../../domain/schemas";
import { adminApi } from "../kit/admin-client";
import { column, field } from "../kit/columns";
import { EntityTab } from "../kit/entity-tab";
import { FieldGroup, SelectField, TextareaField, TextField } from "../kit/fields";
import { ImageWithAltFields } from "../kit/image-field";
import { PreviewButton } from "../kit/preview-button";
import { ENTITY_TEXTS } from "./entity-texts";
import { MarkdownBodyEditor } from "./markdown-editor";

const statusOptions = ARTICLE_STATUSES.map((value) => ({ value, label: ARTICLE_STATUS_LABELS[value] }));

const moment = (iso: string | null) => (iso ? formatSiteMoment(new Date(iso)) : "—");

const COLUMNS = [
  field<AdminArticle, "title">("title", "Título", { className: "min-w-48 font-semibold" }),
  field<AdminArticle, "category">("category", "Categoria"),
  column<AdminArticle, string>("status", "Status", (row) => articleStateLabel(row), {
    className: "whitespace-nowrap",
  }),
  column<AdminArticle, string>("publishedAt", "Publicado em", (row) => row.publishedAt ?? "", {
    show: (row) => moment(row.publishedAt),
    className: "whitespace-nowrap tabular-nums",
  }),
  column<AdminArticle, string>("unpublishAt", "Despublicar em", (row) => row.unpublishAt ?? "", {
    show: (row) => moment(row.unpublishAt),
    className: "whitespace-nowrap tabular-nums",
  }),
  column<AdminArticle, string>("updatedAt", "Alterado em", (row) => row.updatedAt, {
    show: (row) => moment(row.updatedAt),
    className: "whitespace-nowrap tabular-nums",
  }),
];

const EMPTY: ArticleEditorValues = {
  title: "",
  slug: "",
  summary: "",
  body: "",
  imageUrl: "",
  imageAlt: "",
  imageWidth: null,
  imageHeight: null,
  category: "",
  authorName: "",
  status: "draft",
  publishAt: "",
  unpublishAt: "",
};

const toValues = (article: AdminArticle): ArticleEditorValues => ({
  title: article.title,
  slug: article.slug,
  summary: article.summary,
  body: article.body,
  imageUrl: article.imageUrl,
  imageAlt: article.imageAlt,
  imageWidth: article.imageWidth,
  imageHeight: article.imageHeight,
  category: article.category,
  authorName: article.authorName,
  status: article.status,
  publishAt: toSiteWallTime(article.publishAt),
  unpublishAt: toSiteWallTime(article.unpublishAt),
});

type ArticleForm = UseFormReturn<ArticleEditorValues, unknown, ArticleInput>;

function ArticleFields({ form, editing }: { form: ArticleForm; editing: boolean }) {
  const { control, setValue, getFieldState } = form;
  const title = useWatch({ control, name: "title" });
  // A new article's address follows its title until someone writes one.
  useEffect(() => {
    if (editing || getFieldState("slug").isDirty) return;
    setValue("slug", slugify(title ?? ""));
  }, [title, editing, getFieldState, setValue]);
  return (
    <>
      <TextField control={control} name="title" label="Título" wide />
      <TextField
        control={control}
        name="slug"
        label="Endereço (slug)"
        description="O artigo fica em /blog/endereço. Se mudar, o endereço antigo leva ao novo."
        wide
      />
      <TextareaField control={control} name="summary" label="Resumo" rows={2} />
      <TextField control={control} name="category" label="Categoria" />
      <TextField control={control} name="authorName" label="Autor" />
      <ImageWithAltFields control={control} setValue={setValue} label="Imagem de capa" area="banners" />
      <FieldGroup title="Publicação">
        <SelectField control={control} name="status" label="Status" options={statusOptions} wide />
        <TextField
          control={control}
          name="publishAt"
          label="Publicar em"
          type="datetime-local"
          description="Horário de Brasília."
        />
        <TextField
          control={control}
          name="unpublishAt"
          label="Despublicar em"
          type="datetime-local"
          description="Horário de Brasília. Vazio: fica no ar."
        />
      </FieldGroup>
      <MarkdownBodyEditor control={control} setValue={setValue} />
    </>
  );
}

/** Blog: the articles staff write, with their schedule; the editor previews the body as the site draws it. */
export function BlogTab({ articles }: { articles: AdminArticle[] }) {
  return (
    <EntityTab
      texts={ENTITY_TEXTS.articles}
      rows={articles}
      columns={COLUMNS}
      searchFields={(row) => [row.title, row.category, row.authorName, row.slug, articleStateLabel(row)]}
      initialSort={{ id: "updatedAt", desc: true }}
      label={(row) => row.title}
      rowTestId="article-row"
      api={adminApi.articles}
      rowActions={(article) => (
        <PreviewButton label={article.title} signedLink={() => adminApi.articles.previewLink(article)} />
      )}
      form={{
        schema: articleFormSchema,
        empty: EMPTY,
        toValues,
        width: "4xl",
        fields: (form, row) => <ArticleFields form={form} editing={row !== null} />,
      }}
    />
  );
}
