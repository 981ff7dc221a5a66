import { type BodyImageInput, type BodyImageValues, bodyImageSchema } from "../../domain/schemas";
import { Button } from "../../ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/components/dialog";
import { Form } from "../../ui/components/form";
import { ImageWithAltFields } from "../kit/image-field";
import { useEntityForm } from "../kit/use-entity-form";

const EMPTY: BodyImageValues = { imageUrl: "", imageAlt: "", imageWidth: null, imageHeight: null };

/**
 * 'Inserir imagem', from the editor's toolbar: the image goes through the image pipeline as a cover does
 * (the same upload endpoint, re-encoded to WebP in the banners' widths), and cannot go into the text
 * without its alternative text. Opened over the article's or page's own dialog.
 */
export function BodyImageDialog({
  open,
  onOpenChange,
  onInsert,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (image: BodyImageInput) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { form, submit } = useEntityForm<BodyImageValues, BodyImageInput>({
    schema: bodyImageSchema,
    values: EMPTY,
    resetKey: "body-image",
    active: open,
    onSubmit: async (image) => {
      onInsert(image);
      return { ok: true, data: image };
    },
    onSuccess: () => onOpenChange(false),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Inserir imagem</DialogTitle>
          <DialogDescription>
            A imagem entra no texto onde está o cursor, na largura da coluna.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              // The article's form holds this dialog in React's tree: its submit must not save the article.
              event.stopPropagation();
              void submit(event);
            }}
          >
            <ImageWithAltFields
              control={form.control}
              setValue={form.setValue}
              label="Imagem"
              area="banners"
              removedNotice="Imagem removida."
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit">Inserir imagem</Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
