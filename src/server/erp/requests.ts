import type { SubscriberRequestKind } from "../../domain/subscriber-request";
import type { ErpAdapter, Subscriber, WifiSettings } from "./contract";
import type { DeviceManager } from "./genieacs";

// Where a desk request goes in the provider's systems (issue 67, point 3): by the ERP's own route where
// it has one (SGP's `cpemanage` for the Wi-Fi), through the device manager for the Wi-Fi when the ERP
// records the ONU's serial (GenieACS), and otherwise as a ticket typed by what it asks, which the staff
// see in the ERP. One attempt: a ticket is not idempotent, so a failure is left for the staff to send
// again from the console rather than retried behind their back.

export type RequestDispatch = {
  kind: SubscriberRequestKind;
  subscriberId: string;
  contractId: string;
  /** The ticket's text: what was asked, in pt-BR, with the site's protocol. */
  text: string;
  contact: { name: string; phone: string };
  /** A Wi-Fi change's names and passwords: used for this one call, never kept. */
  wifi?: WifiSettings;
};

export type Dispatched = {
  via: "route" | "device" | "ticket";
  /** The ticket's protocol, or the ERP's or device manager's reference. */
  reference: string | undefined;
  /** The device manager queued the change for the router's next contact (it was not reachable now). */
  queued?: boolean;
};

/** Sends a request; an ErpError when the ERP (or the device manager) failed: nothing reached them. */
export async function dispatchRequest(
  erp: ErpAdapter,
  devices: DeviceManager | undefined,
  request: RequestDispatch,
): Promise<Dispatched> {
  // The adapters need the subscriber's id only for these calls (the record is the ERP's).
  const subscriber: Subscriber = {
    id: request.subscriberId,
    firstName: request.contact.name,
    kind: "person",
    birthDate: undefined,
    contracts: [],
  };
  if (request.kind === "wifi" && request.wifi) {
    if (erp.capabilities.changeWifi && erp.changeWifi) {
      const done = await erp.changeWifi(subscriber, request.contractId, request.wifi);
      return { via: "route", reference: done.reference };
    }
    if (devices && erp.capabilities.cpeSerial && erp.cpeSerial) {
      const serial = await erp.cpeSerial(subscriber, request.contractId);
      const done = serial ? await devices.changeWifi(serial, request.wifi) : "not_found";
      if (done !== "not_found") return { via: "device", reference: done.reference, queued: done.queued };
    }
  }
  const ticket = await erp.openTicket(
    subscriber,
    request.contractId,
    request.wifi ? `${request.text}\n\n${wifiTicketLines(request.wifi)}` : request.text,
    request.contact,
    request.kind,
  );
  return { via: "ticket", reference: ticket.protocol };
}

/**
 * The new Wi-Fi as the staff need it to apply it by hand: the ticket is the one place the new password
 * goes when neither the ERP nor a device manager can set it (the site keeps no copy).
 */
function wifiTicketLines(wifi: WifiSettings): string {
  const lines: string[] = ["Dados pedidos pelo cliente (aplicar no roteador):"];
  for (const [band, label] of [
    ["2g", "2,4 GHz"],
    ["5g", "5 GHz"],
  ] as const) {
    const asked = wifi[band];
    if (!asked) continue;
    if (asked.ssid) lines.push(`- Rede ${label}, nome: ${asked.ssid}`);
    if (asked.password) lines.push(`- Rede ${label}, senha: ${asked.password}`);
  }
  return lines.join("\n");
}
