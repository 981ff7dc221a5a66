// A streaming logo that cannot be loaded gives way to its fallback (app-logo.tsx), as plain DOM code: the
// hydrated pages' AppLogo and the script of a page that ships no client app (page-script.ts) share it.

/** Marks a logo image whose next sibling is its fallback. */
export const APP_LOGO_ATTRIBUTE = "data-app-logo";

export function showLogoFallback(image: HTMLImageElement): void {
  image.hidden = true;
  image.nextElementSibling?.removeAttribute("hidden");
}

/** A logo's `error` event: said in the console, for whoever looks into a missing upload. */
export function onLogoError(image: HTMLImageElement): void {
  console.warn(`streaming logo failed to load: ${image.src}`);
  showLogoFallback(image);
}

/** An image that failed before anyone listened fired its error event already: it is complete and empty. */
export const failedAlready = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0;

/** Every logo of the page, those that failed already and those that will (an error does not bubble). */
export function watchLogoFallbacks(): void {
  const selector = `img[${APP_LOGO_ATTRIBUTE}]`;
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(selector))
        onLogoError(event.target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>(selector))
    if (failedAlready(image)) showLogoFallback(image);
}
