import { useEffect, useId, useRef, useState } from "react";
import {
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
  useWatch,
} from "react-hook-form";
import { Button } from "../../ui/components/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "../../ui/components/form";
import { adminApi } from "../kit/admin-client";
import { BodyImageDialog } from "./body-image-dialog";
import {
  applyMarkdownTool,
  type Edit,
  insertImage,
  MARKDOWN_TOOL_LABELS,
  MARKDOWN_TOOLS,
} from "./markdown-toolbar";

/** A form with a Markdown `body` (an article, an editable page). */
type WithBody = FieldValues & { body: string };

/** How long the body must rest before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400;

type Preview = { html: string; words: number; failed: boolean };

/**
 * The preview of `body`, drawn by the server's renderer (the one the saved article's HTML comes from), asked
 * for once the writer pauses; an older answer never replaces a newer one.
 */
function usePreview(body: string): Preview & { pending: boolean } {
  const [preview, setPreview] = useState<Preview>({ html: "", words: 0, failed: false });
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!body.trim()) {
      setPreview({ html: "", words: 0, failed: false });
      setPending(false);
      return;
    }
    let current = true;
    setPending(true);
    const timer = setTimeout(async () => {
      try {
        const response = await adminApi.articles.preview(body);
        if (!response.ok) throw new Error(String(response.status));
        const answer = await response.json();
        if (current) setPreview({ html: answer.html, words: answer.words, failed: false });
      } catch {
        if (current) setPreview((last) => ({ ...last, failed: true }));
      } finally {
        if (current) setPending(false);
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body]);
  return { ...preview, pending };
}

/**
 * The body in Markdown: a toolbar, the text, and beside it the page as visitors will read it. The one
 * editor of staff-written content (decisions 0036, 0041): the Blog and Páginas tabs both use it.
 */
export function MarkdownBodyEditor<T extends WithBody, TOut>({
  control,
  setValue,
}: {
  control: Control<T, unknown, TOut>;
  setValue: UseFormSetValue<T>;
}) {
  const name = "body" as Path<T>;
  const body = String(useWatch({ control, name }) ?? "");
  const preview = usePreview(body);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const previewId = useId();
  const [imageOpen, setImageOpen] = useState(false);
  /** Where 'Imagem' was pressed: the selection the image replaces. */
  const imageAt = useRef({ start: 0, end: 0 });
  /** The caret after an inserted image, where the focus goes once its dialog has closed. */
  const caretAfterImage = useRef<number | undefined>(undefined);

  const write = (edit: Edit) =>
    setValue(name, edit.text as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });

  return (
    <div className="grid gap-4 sm:col-span-2 lg:grid-cols-2">
      <FormField
        control={control}
        name={name}
        render={({ field }) => (
          <FormItem>
            <FormLabel>Texto (Markdown)</FormLabel>
            <fieldset className="flex flex-wrap gap-1">
              <legend className="sr-only">Formatação do texto</legend>
              {MARKDOWN_TOOLS.map((tool) => (
                <Button
                  key={tool}
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    const element = textarea.current;
                    const text = String(field.value ?? "");
                    const start = element?.selectionStart ?? text.length;
                    const end = element?.selectionEnd ?? text.length;
                    const edit = applyMarkdownTool(text, start, end, tool);
                    write(edit);
                    // Back to the text, with the inserted words selected to type over.
                    requestAnimationFrame(() => {
                      element?.focus();
                      element?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
                    });
                  }}
                >
                  {MARKDOWN_TOOL_LABELS[tool]}
                </Button>
              ))}
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-haspopup="dialog"
                onClick={() => {
                  const length = String(field.value ?? "").length;
                  imageAt.current = {
                    start: textarea.current?.selectionStart ?? length,
                    end: textarea.current?.selectionEnd ?? length,
                  };
                  caretAfterImage.current = undefined;
                  setImageOpen(true);
                }}
              >
                Imagem
              </Button>
            </fieldset>
            <FormControl>
              <textarea
                rows={18}
                className="flex min-h-72 w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-sm aria-invalid:border-destructive"
                {...field}
                ref={(element) => {
                  textarea.current = element;
                  field.ref(element);
                }}
                value={field.value ?? ""}
              />
            </FormControl>
            <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="word-count">
              {preview.words === 1 ? "1 palavra" : `${preview.words} palavras`}
            </p>
            <FormMessage />
          </FormItem>
        )}
      />
      <BodyImageDialog
        open={imageOpen}
        onOpenChange={setImageOpen}
        onInsert={(image) => {
          const { start, end } = imageAt.current;
          const edit = insertImage(body, start, end, {
            url: image.imageUrl,
            alt: image.imageAlt,
            width: image.imageWidth,
            height: image.imageHeight,
          });
          write(edit);
          caretAfterImage.current = edit.selectionStart;
        }}
        onCloseAutoFocus={(event) => {
          // Inserted: back to the text, after the image. Cancelled: back to 'Imagem'.
          const caret = caretAfterImage.current;
          const element = textarea.current;
          if (caret === undefined || !element) return;
          event.preventDefault();
          element.focus();
          element.setSelectionRange(caret, caret);
        }}
      />
      <section aria-labelledby={previewId} className="flex min-w-0 flex-col gap-2">
        <h3 id={previewId} className="text-sm font-medium">
          Visualização
        </h3>
        <div
          className="max-h-[28rem] min-h-72 overflow-auto rounded-md border bg-background p-4"
          aria-busy={preview.pending || undefined}
          data-testid="article-preview"
        >
          {preview.failed && (
            <p role="status" className="mb-2 text-sm text-destructive">
              Não foi possível atualizar a visualização. Continue escrevendo: ela tenta de novo.
            </p>
          )}
          {preview.html ? (
            <div
              className="content-body"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's Markdown renderer's output, which lets no raw HTML of the body through (decision 0036).
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          ) : (
            <p className="text-sm text-muted-foreground">O texto aparece aqui como no site.</p>
          )}
        </div>
      </section>
    </div>
  );
}
