import { expect, type Page, test } from "@playwright/test";
import { open } from "./helpers";

// The refer-a-friend page (/indique): the two-step wizard of SPEC §4 with the rules of §5 and the
// messages of §8. Failures of the API are simulated with page.route; the success goes to the real API.

// Where step 1's data waits for step 2 (REFERRAL_USER_KEY in features/referral/saved-referrer.ts).
const USER_KEY = "userFormData";

const ME = {
  name: "Maria Souza",
  phone: "(27) 9 9999-8888",
  email: "maria@exemplo.com",
  cpf: "529.982.247-25",
};
// Typed without punctuation: both ways are accepted.
const FRIEND = { name: "João Lima", phone: "27988887777", email: "joao@exemplo.com", cpf: "11144477735" };

const LABELS = {
  1: { name: "Seu nome", phone: "Seu telefone", email: "Seu e-mail", cpf: "Seu CPF" },
  2: {
    name: "Nome do seu amigo",
    phone: "Telefone do seu amigo",
    email: "E-mail do seu amigo",
    cpf: "CPF do seu amigo",
  },
} as const;

const MESSAGES = {
  name: "O nome precisa ter pelo menos 2 caracteres.",
  phone: "Digite um número de telefone válido.",
  email: "Digite um e-mail válido.",
  cpf: "Digite um CPF válido.",
};

type Person = typeof ME;
type Step = 1 | 2;

const stepHeading = (page: Page, step: Step) =>
  page.getByRole("heading", { name: step === 1 ? "INFORMAR SEUS DADOS" : "DADOS DO SEU AMIGO", exact: true });
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /^Notificações/ }).getByText(text, { exact: true });

/** Closes the shown toasts, so the next failure's toast is a new one. */
async function dismissToasts(page: Page) {
  const toasts = page.getByRole("region", { name: /^Notificações/ }).getByRole("listitem");
  for (const close of await page.getByRole("button", { name: "Fechar notificação" }).all()) {
    await close.click({ force: true });
  }
  await expect(toasts).toHaveCount(0);
}

async function fill(page: Page, step: Step, person: Person) {
  for (const field of ["name", "phone", "email", "cpf"] as const) {
    await page.getByLabel(LABELS[step][field], { exact: true }).fill(person[field]);
  }
}

async function toStepTwo(page: Page) {
  await fill(page, 1, ME);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(stepHeading(page, 2)).toBeFocused();
}

const storedUser = (page: Page) => page.evaluate((key) => localStorage.getItem(key), USER_KEY);

test.describe("indique", () => {
  // Toasts that do not slide: a close button in motion is no place to click.
  test.use({ reducedMotion: "reduce" });

  test.beforeEach(async ({ page }) => {
    await open(page, "/indique");
  });

  test("indique: a visitor refers a friend in two steps and the referral is stored", { tag: "@db" }, async ({
    page,
  }) => {
    // Needs POST /api/referrals (the ref-api branch).
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByLabel("Seu telefone")).toHaveAttribute("placeholder", "(XX) X XXXX-XXXX");
    await expect(page.getByLabel("Seu CPF")).toHaveAttribute("placeholder", "XXX.XXX.XXX-XX");
    await toStepTwo(page);

    // Step 1 waits in local storage, the form is cleared for the friend.
    expect(JSON.parse((await storedUser(page))!)).toMatchObject({
      name: ME.name,
      phone: "27999998888",
      email: ME.email,
      cpf: "52998224725",
    });
    for (const label of Object.values(LABELS[2])) await expect(page.getByLabel(label)).toHaveValue("");

    await fill(page, 2, FRIEND);
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/referrals"));
    await page.getByRole("button", { name: "Enviar indicação" }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      referrer: { cpf: "52998224725" },
      friend: { cpf: "11144477735" },
      website: "",
    });

    await expect(toast(page, "Indicação enviada com sucesso!")).toBeVisible();
    await expect(stepHeading(page, 1)).toBeVisible();
    for (const label of Object.values(LABELS[1])) await expect(page.getByLabel(label)).toHaveValue("");
    expect(await storedUser(page)).toBeNull();
  });

  test("indique: each field's message shows under it, tied to it, from the submit on", {}, async ({
    page,
  }) => {
    // Nothing is said while the visitor types before the first submit.
    await page.getByLabel("Seu nome").fill("M");
    await expect(page.getByText(MESSAGES.name)).toBeHidden();

    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByLabel("Seu nome")).toBeFocused();
    for (const field of ["name", "phone", "email", "cpf"] as const) {
      const input = page.getByLabel(LABELS[1][field]);
      await expect(page.getByText(MESSAGES[field])).toBeVisible();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(MESSAGES[field]);
    }

    // Then every change is checked: fixed fields lose their message, the first invalid gets the focus.
    await page.getByLabel("Seu nome").fill(ME.name);
    await expect(page.getByText(MESSAGES.name)).toBeHidden();
    await expect(page.getByLabel("Seu nome")).not.toHaveAttribute("aria-invalid");
    await page.getByLabel("Seu telefone").fill(ME.phone);
    await page.getByLabel("Seu e-mail").fill("maria@exemplo");
    await expect(page.getByLabel("Seu e-mail")).toHaveAccessibleDescription(MESSAGES.email);
    await page.getByLabel("Seu e-mail").fill(ME.email);
    // Eleven digits with wrong check digits are not a CPF.
    await page.getByLabel("Seu CPF").fill("123.456.789-00");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByLabel("Seu CPF")).toBeFocused();
    await expect(page.getByLabel("Seu CPF")).toHaveAccessibleDescription(MESSAGES.cpf);
    expect(await storedUser(page)).toBeNull();

    await page.getByLabel("Seu CPF").fill(ME.cpf);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(stepHeading(page, 2)).toBeFocused();

    // Step 2: the same rules, and not one's own CPF.
    await page.getByRole("button", { name: "Enviar indicação" }).click();
    await expect(page.getByLabel("Nome do seu amigo")).toBeFocused();
    for (const field of ["name", "phone", "email", "cpf"] as const) {
      await expect(page.getByLabel(LABELS[2][field])).toHaveAccessibleDescription(MESSAGES[field]);
    }
    await fill(page, 2, { ...FRIEND, cpf: "52998224725" });
    await expect(page.getByLabel("CPF do seu amigo")).toHaveAccessibleDescription(
      "O CPF do seu amigo precisa ser diferente do seu.",
    );
    await expect(page.getByLabel("Nome do seu amigo")).not.toHaveAttribute("aria-invalid");
  });

  test("indique: 'Voltar' returns to step 1 with the visitor's own data and no stale message", {}, async ({
    page,
  }) => {
    await toStepTwo(page);
    await page.getByRole("button", { name: "Enviar indicação" }).click();
    await expect(page.getByText(MESSAGES.name)).toBeVisible();

    await page.getByRole("button", { name: "Voltar" }).click();
    await expect(stepHeading(page, 1)).toBeFocused();
    await expect(page.getByLabel("Seu nome")).toHaveValue(ME.name);
    await expect(page.getByLabel("Seu telefone")).toHaveValue(ME.phone);
    await expect(page.getByLabel("Seu e-mail")).toHaveValue(ME.email);
    await expect(page.getByLabel("Seu CPF")).toHaveValue(ME.cpf);
    await expect(page.locator("[aria-invalid]")).toHaveCount(0);
    for (const message of Object.values(MESSAGES)) await expect(page.getByText(message)).toBeHidden();

    // Typing in step 1 is not checked again before its next submit.
    await page.getByLabel("Seu nome").fill("M");
    await expect(page.getByText(MESSAGES.name)).toBeHidden();
    await page.getByLabel("Seu nome").fill(ME.name);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(page.locator("[aria-invalid]")).toHaveCount(0);
  });

  test("indique: step 1's data gone from the browser gives the error toast and step 1, sending nothing", {}, async ({
    page,
  }) => {
    let posted = 0;
    await page.route("**/api/referrals", (route) => {
      posted++;
      return route.fulfill({ status: 201, json: { ok: true } });
    });
    await toStepTwo(page);
    await page.evaluate(() => localStorage.clear());
    await fill(page, 2, FRIEND);
    await page.getByRole("button", { name: "Enviar indicação" }).click();
    await expect(toast(page, "Erro ao recuperar seus dados. Por favor, tente novamente.")).toBeVisible();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByLabel("Seu nome")).toHaveValue("");
    expect(posted).toBe(0);
  });

  test("indique: step 1's data left over an hour ago is gone: the error toast, step 1, and the data removed", {}, async ({
    page,
  }) => {
    let posted = 0;
    await page.route("**/api/referrals", (route) => {
      posted++;
      return route.fulfill({ status: 201, json: { ok: true } });
    });
    await toStepTwo(page);
    await page.evaluate((key) => {
      const saved = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...saved, savedAt: Date.now() - 61 * 60 * 1000 }));
    }, USER_KEY);
    await fill(page, 2, FRIEND);
    await page.getByRole("button", { name: "Enviar indicação" }).click();
    await expect(toast(page, "Erro ao recuperar seus dados. Por favor, tente novamente.")).toBeVisible();
    await expect(stepHeading(page, 1)).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    expect(posted).toBe(0);
  });

  // Probe L8: the hour was checked only when /indique read the data again, so a visitor who left after
  // step 1 left the CPF in the browser for good.
  test("indique: step 1's data leaves the browser at its hour's end on any public page", {}, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await toStepTwo(page);
    const ageBy = (ms: number) =>
      page.evaluate(
        ([key, by]) => {
          const saved = JSON.parse(localStorage.getItem(key)!);
          localStorage.setItem(key, JSON.stringify({ ...saved, savedAt: saved.savedAt - by }));
        },
        [USER_KEY, ms] as const,
      );

    // Within its hour it stays, on another page too.
    await open(page, "/faq");
    await ageBy(30 * 60 * 1000);
    await open(page, "/quem-somos");
    expect(JSON.parse((await storedUser(page))!)).toMatchObject({ cpf: "52998224725" });

    // Two hours old: the next public page removes it, without /indique.
    await ageBy(90 * 60 * 1000);
    await open(page, "/politica-privacidade");
    await expect.poll(() => storedUser(page)).toBeNull();

    // A page left open: removed when the hour ends, with no navigation (here 10 s after the page opens).
    await open(page, "/indique");
    await toStepTwo(page);
    await ageBy(60 * 60 * 1000 - 10_000);
    await open(page, "/quem-somos");
    expect(await storedUser(page)).not.toBeNull();
    await expect.poll(() => storedUser(page), { timeout: 20_000 }).toBeNull();
  });

  test("indique: a failed send keeps step 2 and what was typed; busy while sending", async ({ page }) => {
    await toStepTwo(page);
    await fill(page, 2, FRIEND);
    const send = page.getByRole("button", { name: "Enviar indicação" });
    const failed = "Erro ao enviar sua indicação. Por favor, tente novamente.";

    // A server error, answered late enough to see the busy button.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/api/referrals", async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: { code: "internal", message: "Falha." } } });
    });
    await send.click();
    await expect(send).toHaveAttribute("aria-busy", "true");
    // Busy, not disabled: the keyboard focus stays on the button.
    await expect(send).not.toHaveAttribute("disabled");
    await expect(send).toBeFocused();
    answer();
    await expect(toast(page, failed)).toBeVisible();
    await expect(send).not.toHaveAttribute("aria-busy");
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(page.getByLabel("Nome do seu amigo")).toHaveValue(FRIEND.name);
    await expect(page.getByLabel("CPF do seu amigo")).toHaveValue(FRIEND.cpf);
    expect(await storedUser(page)).not.toBeNull();
    await page.unrouteAll();

    // The network down.
    await dismissToasts(page);
    await page.route("**/api/referrals", (route) => route.abort("internetdisconnected"));
    await send.click();
    await expect(toast(page, failed)).toBeVisible();
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(page.getByLabel("E-mail do seu amigo")).toHaveValue(FRIEND.email);
    await page.unrouteAll();

    // Too many referrals from this address: the server's message.
    await dismissToasts(page);
    const limited = "Muitas indicações enviadas deste endereço. Tente novamente mais tarde.";
    await page.route("**/api/referrals", (route) =>
      route.fulfill({ status: 429, json: { error: { code: "rate_limited", message: limited } } }),
    );
    await send.click();
    await expect(toast(page, limited)).toBeVisible();
    await expect(page.getByLabel("Telefone do seu amigo")).toHaveValue(FRIEND.phone);
    await page.unrouteAll();
  });

  test("indique: the server's field messages show under the fields, step 1's on step 1", {}, async ({
    page,
  }) => {
    await toStepTwo(page);
    await fill(page, 2, FRIEND);
    const invalid = (fields: Record<string, string>) => ({
      status: 400,
      json: { error: { code: "invalid", message: "Verifique os campos destacados.", fields } },
    });

    await page.route("**/api/referrals", (route) =>
      route.fulfill(invalid({ "friend.email": "Este e-mail não recebe mensagens." })),
    );
    await page.getByRole("button", { name: "Enviar indicação" }).click();
    await expect(page.getByLabel("E-mail do seu amigo")).toHaveAccessibleDescription(
      "Este e-mail não recebe mensagens.",
    );
    await expect(page.getByLabel("E-mail do seu amigo")).toBeFocused();
    await expect(page.getByLabel("Nome do seu amigo")).toHaveValue(FRIEND.name);
    await page.unrouteAll();

    await page.route("**/api/referrals", (route) => route.fulfill(invalid({ "referrer.cpf": MESSAGES.cpf })));
    await page.getByRole("button", { name: "Enviar indicação" }).click();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByLabel("Seu CPF")).toBeFocused();
    await expect(page.getByLabel("Seu CPF")).toHaveAccessibleDescription(MESSAGES.cpf);
    await expect(page.getByLabel("Seu nome")).toHaveValue(ME.name);
    await page.unrouteAll();
  });

  test("indique: 'Inicie por aqui' brings the form into view with the focus on it", async ({ page }) => {
    await page.getByRole("link", { name: "Inicie por aqui" }).click();
    await expect(stepHeading(page, 1)).toBeFocused();
    await expect(stepHeading(page, 1)).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Seu nome")).toBeFocused();
  });

  test("indique: the WhatsApp referral, the regulations and the privacy policy links", {}, async ({
    page,
  }) => {
    const whatsapp = page.getByRole("link", { name: /^Indicar pelo WhatsApp/ });
    await expect(whatsapp).toHaveAccessibleName("Indicar pelo WhatsApp (abre em nova janela)");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    const href = new URL((await whatsapp.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.searchParams.get("text")).toContain("indicar um amigo");

    const consent = page.getByText(/Usamos os dados informados apenas para entrar em contato/);
    await expect(consent).toContainText("LGPD");
    await consent.getByRole("link", { name: "política de privacidade" }).click();
    await expect(page).toHaveURL(/\/politica-privacidade$/);
    await expect(page.getByRole("heading", { name: "Indique um Amigo", level: 2 })).toBeVisible();

    await open(page, "/indique");
    await page.getByRole("link", { name: "Leia o regulamento" }).click();
    await expect(page).toHaveURL(/\/indique\/regulamento$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Regulamento da promoção Indique um Amigo",
    );
    await expect(page.getByText(/50% de desconto na primeira mensalidade/).first()).toBeVisible();
    await page.getByRole("link", { name: "Voltar para a página Indique um amigo" }).click();
    await expect(page).toHaveURL(/\/indique$/);
  });

  test("indique: the pages are in the server's HTML with their own title and canonical link", {}, async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    for (const [path, title] of [
      ["/indique", "Indique um amigo"],
      ["/indique/regulamento", "Regulamento da promoção Indique um Amigo"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}">`);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${origin}/indique</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/indique/regulamento</loc>`);
  });
});
