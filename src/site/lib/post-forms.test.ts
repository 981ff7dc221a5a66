// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { bindPostForms } from "./post-forms";

/** Submits `form` as a press of its button would, and says whether the browser would send it. */
function press(form: HTMLFormElement): boolean {
  const button = form.querySelector("button")!;
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: button });
  form.dispatchEvent(event);
  return !event.defaultPrevented;
}

const page = (html: string) => {
  document.body.innerHTML = html;
  bindPostForms(document.body);
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("bindPostForms", () => {
  it("puts the focus on the first field the server's answer marks wrong", () => {
    page(`<form method="post">
      <input id="name"><input id="phone" aria-invalid="true"><input id="cep" aria-invalid="true">
      <div role="alert" tabindex="-1" data-form-error>Muitos envios</div><button>Enviar</button>
    </form>`);
    expect(document.activeElement?.id).toBe("phone");
  });

  it("puts it on the message about the whole form, or on the thank-you, when no field is wrong", () => {
    page(
      `<form method="post"><input id="name"><div id="limit" tabindex="-1" data-form-error></div><button>Enviar</button></form>`,
    );
    expect(document.activeElement?.id).toBe("limit");
    page(`<h3 id="thanks" tabindex="-1" data-form-answer>Recebemos seu contato</h3>`);
    expect(document.activeElement?.id).toBe("thanks");
  });

  it("leaves the focus alone on a page no post answered", () => {
    page(`<form method="post"><input id="name"><button>Enviar</button></form>`);
    expect(document.activeElement).toBe(document.body);
  });

  it("sends a form once while its answer comes, and marks its button busy", () => {
    page(`<form method="post"><button>Enviar</button></form>`);
    const form = document.querySelector("form")!;
    expect(press(form)).toBe(true);
    expect(form.querySelector("button")!.getAttribute("aria-disabled")).toBe("true");
    expect(press(form)).toBe(false);
  });

  it("leaves alone a submit its form's own handler cancelled: a hydrated island's form sends itself", () => {
    page(`<form method="post"><button>Continuar</button></form>`);
    const form = document.querySelector("form")!;
    const sendItself = (event: Event) => event.preventDefault();
    form.addEventListener("submit", sendItself);
    press(form);
    press(form);
    expect(form.querySelector("button")!.hasAttribute("aria-disabled")).toBe(false);
    // Without that handler the browser posts it, guarded as any other form: once.
    form.removeEventListener("submit", sendItself);
    expect(press(form)).toBe(true);
    expect(press(form)).toBe(false);
  });

  it("lets a download's form, and a page shown again from the browser's cache, send again", () => {
    page(`<form method="post" data-download><button>Baixar boleto (PDF)</button></form>
      <form method="post" id="lead"><button>Enviar</button></form>`);
    const [download, lead] = [...document.querySelectorAll("form")] as HTMLFormElement[];
    expect(press(download!)).toBe(true);
    expect(press(download!)).toBe(true);
    expect(press(lead!)).toBe(true);
    // happy-dom's PageTransitionEvent drops `persisted` from its init: set as the browser's would be.
    const shown = new PageTransitionEvent("pageshow");
    Object.defineProperty(shown, "persisted", { value: true });
    window.dispatchEvent(shown);
    expect(lead!.querySelector("button")!.hasAttribute("aria-disabled")).toBe(false);
    expect(press(lead!)).toBe(true);
  });
});
