import { createServer } from "node:http";
import { json, listen, readBody } from "./fake-http";

// WhatsApp Cloud API's send-message endpoint as Meta's public documentation describes it for a template
// message: POST /<version>/<phone-number-id>/messages with `Authorization: Bearer <access token>`, a JSON
// body of `messaging_product: "whatsapp"`, `to`, `type: "template"` and `template` with its `name`,
// `language.code` and `components` (a body's `parameters` of `type: "text"`). 200 with `contacts` and
// `messages[0].id` ('wamid.…'); 401 with an OAuthException (code 190) for a token it does not know; 400 for
// a body it refuses. `fail(n)` answers the next n posts with a 500. GET /<version>/<phone-number-id> (the
// phone number node) answers its display number and verified name, 401 (code 190) for another token and
// 400 (GraphMethodException, code 100, subcode 33) for an id it does not know.

export type WhatsappMessageReceived = { phoneNumberId: string; body: Record<string, unknown> };

export async function startFakeWhatsapp(options: { token: string; phoneNumberId: string; port?: number }) {
  const received: WhatsappMessageReceived[] = [];
  let failures = 0;
  let sent = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    // The phone number node, which 'Testar conexão' reads: the token first, then whether the id is known.
    const node = /^\/v\d+\.\d+\/(\d+)$/.exec(url.pathname);
    if (request.method === "GET" && node) {
      if (request.headers.authorization !== `Bearer ${options.token}`)
        return json(response, 401, {
          error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 },
        });
      if (node[1] !== options.phoneNumberId)
        return json(response, 400, {
          error: {
            message: `Unsupported get request. Object with ID '${node[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
            type: "GraphMethodException",
            code: 100,
            error_subcode: 33,
          },
        });
      return json(response, 200, {
        display_phone_number: "+55 27 3000-1234",
        verified_name: "Provedor Exemplo",
        quality_rating: "GREEN",
        id: options.phoneNumberId,
      });
    }
    const match = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(url.pathname);
    if (request.method !== "POST" || !match)
      return json(response, 404, {
        error: { message: "Unknown path", type: "GraphMethodException", code: 100 },
      });
    const text = await readBody(request);
    if (failures > 0) {
      failures -= 1;
      return json(response, 500, {
        error: { message: "Service unavailable", type: "OAuthException", code: 2 },
      });
    }
    if (request.headers.authorization !== `Bearer ${options.token}`)
      return json(response, 401, {
        error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 },
      });
    if (match[1] !== options.phoneNumberId)
      return json(response, 400, {
        error: { message: "Unsupported post request", type: "GraphMethodException", code: 100 },
      });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return json(response, 400, { error: { message: "Invalid JSON", type: "OAuthException", code: 100 } });
    }
    const template = body.template as
      | { name?: unknown; language?: { code?: unknown }; components?: unknown }
      | undefined;
    const valid =
      body.messaging_product === "whatsapp" &&
      typeof body.to === "string" &&
      /^\d{8,15}$/.test(body.to) &&
      body.type === "template" &&
      typeof template?.name === "string" &&
      typeof template.language?.code === "string" &&
      (template.components === undefined || Array.isArray(template.components));
    if (!valid)
      return json(response, 400, {
        error: { message: "Invalid parameter", type: "OAuthException", code: 100 },
      });
    received.push({ phoneNumberId: match[1], body });
    sent += 1;
    return json(response, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.fake${sent}` }],
    });
  });
  const { url, close } = await listen(server, { port: options.port });
  return {
    url,
    close,
    messages: () => received,
    fail: (count: number) => {
      failures = count;
    },
  };
}
