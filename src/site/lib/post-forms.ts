/**
 * The forms a page without the client app posts to itself (decision 0046: a lead's page, the subscriber
 * desk, the newsletter box): the server checks them with the API's rules and answers with the page again.
 * This gives that answer what a hydrated form does in place: the focus on the first field it marks wrong (or
 * on the message about the whole form), or on the thank-you (`data-form-answer`), so a keyboard or screen
 * reader lands on the outcome and not at the top of the page; and one post at a time, so a second tap while
 * the answer comes does not send it twice.
 */
export function bindPostForms(root: Document | HTMLElement = document): void {
  // In document order: a form's fields come before its message about the whole form.
  root
    .querySelector<HTMLElement>("form [aria-invalid='true'], [data-form-error], [data-form-answer]")
    ?.focus();

  const sending = new Set<HTMLFormElement>();
  // Heard where the submit ends its bubbling, after the form's own handlers (React's, at its island's root): a
  // hydrated island's form (decision 0049: the referral wizard) sends itself and has cancelled the browser's
  // post by then, so a cancelled submit is no post to guard. A form whose answer is a file (`data-download`: the boleto's PDF) leaves
  // the page where it is: it may be sent again at once.
  root.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!form.matches("form[method='post' i]:not([data-download])")) return;
    if (sending.has(form)) return event.preventDefault();
    sending.add(form);
    (event as SubmitEvent).submitter?.setAttribute("aria-disabled", "true");
    // A visible state from the first tap while the server asks a slow system (the desk's ERP, issue 58):
    // the form's status line says what is going on, and a screen reader hears it.
    const progress = form.querySelector<HTMLElement>("[data-form-progress]");
    if (progress) progress.textContent = progress.dataset.formProgress ?? "";
  });
  // Back on this page from the browser's cache, after a post: the forms may be sent again.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of sending) {
      for (const button of form.querySelectorAll("[aria-disabled='true']"))
        button.removeAttribute("aria-disabled");
      const progress = form.querySelector<HTMLElement>("[data-form-progress]");
      if (progress) progress.textContent = "";
    }
    sending.clear();
  });
}
