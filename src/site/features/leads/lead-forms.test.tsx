// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LEAD_MESSAGES } from "../../../domain";
import {
  closeLeadRequest,
  openBusinessRequest,
  openCallbackRequest,
  openCoverageRequest,
} from "../../stores/lead-requests";
import { LeadRequestHost } from "./lead-request-host";

// The three lead forms as another page opens them (src/web/lib/lead-requests.ts): each in its dialog,
// the domain's messages under the fields, the body the API gets, the server's answers, and what the
// visitor is told once it is stored. 'Prefiro que me liguem' has no page of its own yet (the plan cards
// will open it), so this is where its form is driven end to end; the browser tests drive the others.

// The first open imports the forms' modules (transformed on the fly): allow for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// happy-dom knows nothing of modal dialogs (`:modal` never matches, and close() fires `close` at once, where
// browsers queue it): the dialog's swap from open to modal would read as the visitor closing it. Taking an
// open dialog for a modal one skips the swap; what is tested here is the forms, not the top layer.
const matches = Element.prototype.matches;
beforeAll(() => {
  Element.prototype.matches = function (this: Element, selector: string) {
    if (selector === ":modal") return this instanceof HTMLDialogElement && this.open;
    return matches.call(this, selector);
  } as typeof matches;
});
afterAll(() => {
  Element.prototype.matches = matches;
});

afterEach(() => {
  act(() => closeLeadRequest());
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };

/** Stands in for the API: answers in turn, and keeps what was posted where. */
function stubApi(...answers: Answer[]) {
  const posted: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      const answer = answers.shift() ?? { status: 201, body: { ok: true } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return posted;
}

async function open(action: () => void, title: string) {
  render(<LeadRequestHost />);
  act(action);
  // The form's code loads on demand (a first import transforms it: slow on a busy machine).
  return screen.findByRole("dialog", { name: title }, { timeout: 15_000 });
}

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } });

const submit = async (dialog: HTMLElement, name: string) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole("button", { name }));
  });
};

describe("openCallbackRequest", () => {
  const plan = { planId: 7, planName: "Fibra 500 Mega", offerCode: "VERAO-26", cityName: "Vitória - ES" };

  it("says which plan it is about, checks each field, and sends the plan with the visitor's data", async () => {
    const posted = stubApi({ status: 201, body: { ok: true } });
    const dialog = await open(() => openCallbackRequest(plan), "Prefiro que me liguem");
    expect(dialog.textContent).toContain("para falar do plano Fibra 500 Mega");

    await submit(dialog, "Pedir ligação");
    for (const [label, message] of [
      ["Seu nome", LEAD_MESSAGES.name],
      ["Telefone", LEAD_MESSAGES.phone],
      ["CEP", LEAD_MESSAGES.cep],
      ["Número", LEAD_MESSAGES.houseNumber],
    ] as const) {
      const input = within(dialog).getByLabelText(label, { exact: true });
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe(message);
    }
    expect(within(dialog).getByText(LEAD_MESSAGES.period)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Seu nome", { exact: true }));
    expect(posted).toHaveLength(0);

    fill(dialog, "Seu nome", "Paula Reis");
    // From the first submit on, every change is checked again.
    expect(within(dialog).queryByText(LEAD_MESSAGES.name)).toBeNull();
    fill(dialog, "Telefone", "(27) 9 9888-7766");
    fill(dialog, "CEP", "29050-000");
    fill(dialog, "Número", "12B");
    fireEvent.click(within(dialog).getByLabelText("Tarde"));
    await submit(dialog, "Pedir ligação");

    expect(posted).toEqual([
      {
        url: "/api/leads/callback",
        body: {
          name: "Paula Reis",
          phone: "(27) 9 9888-7766",
          cep: "29050-000",
          houseNumber: "12B",
          period: "afternoon",
          planId: 7,
          planName: "Fibra 500 Mega",
          offerCode: "VERAO-26",
          cityName: "Vitória - ES",
          website: "",
        },
      },
    ]);
    const heading = await within(dialog).findByRole("heading", { name: "Recebemos seu contato" });
    expect(document.activeElement).toBe(heading);
    expect(dialog.textContent).toContain(
      "Obrigado, Paula! Um consultor vai ligar para você no período da tarde, no telefone que você informou.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Fechar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's field messages, and the limit's message above the button, keeping what was typed", async () => {
    stubApi(
      { status: 400, body: { error: { code: "invalid", message: "x", fields: { cep: "CEP fora do ar." } } } },
      { status: 429, body: { error: { code: "rate_limited", message: LEAD_MESSAGES.rateLimited } } },
    );
    const dialog = await open(() => openCallbackRequest(plan), "Prefiro que me liguem");
    fill(dialog, "Seu nome", "Paula Reis");
    fill(dialog, "Telefone", "27998887766");
    fill(dialog, "CEP", "29050000");
    fill(dialog, "Número", "12");
    fireEvent.click(within(dialog).getByLabelText("Manhã"));
    await submit(dialog, "Pedir ligação");
    expect(await within(dialog).findByText("CEP fora do ar.")).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("CEP", { exact: true }));

    await submit(dialog, "Pedir ligação");
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe(LEAD_MESSAGES.rateLimited);
    expect((within(dialog).getByLabelText("Seu nome", { exact: true }) as HTMLInputElement).value).toBe(
      "Paula Reis",
    );
  });

  it("says the send failed, in pt-BR, when the network is down", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const dialog = await open(() => openCallbackRequest(plan), "Prefiro que me liguem");
    fill(dialog, "Seu nome", "Paula Reis");
    fill(dialog, "Telefone", "27998887766");
    fill(dialog, "CEP", "29050000");
    fill(dialog, "Número", "12");
    fireEvent.click(within(dialog).getByLabelText("Noite"));
    await submit(dialog, "Pedir ligação");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(LEAD_MESSAGES.sendFailed);
  });
});

describe("openCoverageRequest", () => {
  it("starts with the place the page knows, wants the consent ticked, and tells where it will be told", async () => {
    const posted = stubApi();
    const dialog = await open(
      () => openCoverageRequest({ city: "Alegre", uf: "es" }),
      "Avise-me quando chegar",
    );
    expect(dialog.textContent).toContain("Ainda não atendemos Alegre - ES.");
    expect((within(dialog).getByLabelText("Cidade", { exact: true }) as HTMLInputElement).value).toBe(
      "Alegre",
    );
    expect((within(dialog).getByLabelText("UF", { exact: true }) as HTMLSelectElement).value).toBe("ES");
    fill(dialog, "Seu nome", "Rui Costa");
    fill(dialog, "WhatsApp ou telefone", "28999990000");
    await submit(dialog, "Quero ser avisado");
    expect(within(dialog).getByText(LEAD_MESSAGES.consent)).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("checkbox"));
    await submit(dialog, "Quero ser avisado");
    expect(posted[0]).toEqual({
      url: "/api/leads/coverage",
      body: {
        name: "Rui Costa",
        phone: "28999990000",
        city: "Alegre",
        uf: "ES",
        cep: "",
        consent: true,
        website: "",
      },
    });
    expect(await within(dialog).findByText(/Assim que a nossa internet chegar a Alegre - ES/)).toBeTruthy();
  });

  it("takes a CEP alone, prefilled", async () => {
    const posted = stubApi();
    const dialog = await open(() => openCoverageRequest({ cep: "13010-000" }), "Avise-me quando chegar");
    fill(dialog, "Seu nome", "Rui Costa");
    fill(dialog, "WhatsApp ou telefone", "19999990000");
    fireEvent.click(within(dialog).getByRole("checkbox"));
    await submit(dialog, "Quero ser avisado");
    expect(posted[0]?.body).toMatchObject({ city: "", uf: "", cep: "13010-000" });
    const heading = await within(dialog).findByRole("heading", { name: "Recebemos seu contato" });
    expect(heading.parentElement?.textContent).toContain(
      "Assim que a nossa internet chegar ao CEP 13010-000,",
    );
  });
});

describe("openBusinessRequest", () => {
  it("refuses a CNPJ whose check digits are wrong before anything is sent", async () => {
    const posted = stubApi();
    const dialog = await open(() => openBusinessRequest({ city: "Serra - ES" }), "Solicitar proposta");
    expect((within(dialog).getByLabelText("Cidade", { exact: true }) as HTMLInputElement).value).toBe(
      "Serra - ES",
    );
    fill(dialog, "CNPJ", "11.222.333/0001-82");
    fill(dialog, "Nome da empresa", "Padaria Pão Quente");
    fill(dialog, "Seu nome", "Carla Dias");
    fill(dialog, "Telefone", "2730304040");
    fill(dialog, "E-mail", "carla@paoquente.com.br");
    await submit(dialog, "Solicitar proposta");
    expect(within(dialog).getByText(LEAD_MESSAGES.cnpj)).toBeTruthy();
    expect(posted).toHaveLength(0);
    fill(dialog, "CNPJ", "11.222.333/0001-81");
    await submit(dialog, "Solicitar proposta");
    expect(posted[0]?.url).toBe("/api/leads/business");
    expect(await within(dialog).findByText(/montar a proposta para Padaria Pão Quente/)).toBeTruthy();
  });

  it("shows one dialog when two hosts are mounted (a page's and its layout's)", async () => {
    render(
      <>
        <LeadRequestHost />
        <LeadRequestHost />
      </>,
    );
    act(() => openBusinessRequest());
    await screen.findByRole("dialog", { name: "Solicitar proposta" }, { timeout: 15_000 });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });
});
