/**
 * 'Usar minha localização' on /contrate (issue 56): the form the server renders `hidden` when a geocoder
 * is configured is shown only where the browser can locate (`navigator.geolocation`). A tap asks for the
 * position, puts it in the form's hidden fields and posts it (a POST body: never in a URL); a refusal, no
 * position or a timeout shows the form's own message ('Informe seu CEP e número') instead.
 */
export function bindLocateForm(root: Document = document): void {
  const form = root.querySelector<HTMLFormElement>("form[data-locate]");
  // Absent on insecure origins and old browsers: the CEP form alone.
  if (!form || !(navigator as { geolocation?: Geolocation }).geolocation) return;
  const button = form.querySelector<HTMLButtonElement>("[data-locate-button]");
  const progress = form.querySelector<HTMLElement>("[data-locate-progress]");
  const failed = form.querySelector<HTMLElement>("[data-locate-failed]");
  const latitude = form.querySelector<HTMLInputElement>("input[name='latitude']");
  const longitude = form.querySelector<HTMLInputElement>("input[name='longitude']");
  if (!button || !latitude || !longitude) return;
  form.hidden = false;
  let asking = false;
  button.addEventListener("click", () => {
    if (asking) return;
    asking = true;
    button.setAttribute("aria-disabled", "true");
    if (failed) failed.hidden = true;
    if (progress) progress.textContent = progress.dataset.locateProgress ?? "";
    navigator.geolocation.getCurrentPosition(
      (position) => {
        latitude.value = position.coords.latitude.toFixed(6);
        longitude.value = position.coords.longitude.toFixed(6);
        // Through requestSubmit, so bindPostForms' guard and progress line see this post too.
        form.requestSubmit();
      },
      () => {
        asking = false;
        button.removeAttribute("aria-disabled");
        if (progress) progress.textContent = "";
        if (failed) {
          failed.textContent = failed.dataset.locateFailed ?? "";
          failed.hidden = false;
        }
        // The CEP form is the way on.
        root.querySelector<HTMLInputElement>("input[name='cep']")?.focus();
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
