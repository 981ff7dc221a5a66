import { ErpError, type WifiSettings } from "./contract";
import { CircuitBreaker, erpRequest, isRow, parseJson } from "./http";

// GenieACS, the TR-069 device manager some providers run (issue 67, point 3d), from its NBI's public API
// reference (docs/api-reference.rst): `GET /devices/?query=<MongoDB query>&projection=<fields>` finds
// devices; `POST /devices/<id>/tasks?connection_request` queues a task (`setParameterValues` with
// `[path, value, "xsd:string"]` triples) and asks the device to connect now, answering 200 when the task
// ran and 202 when it waits for the device's next inform. The NBI has no authentication of its own: it
// is reached on the provider's private network, from the server only, never named to a browser.
//
// What the site may do through it is fixed here and nowhere else: find one device by the exact serial the
// ERP records for the contract (zero or two devices: nothing is changed), and set the Wi-Fi's name and
// passphrase of the 2.4 GHz and 5 GHz networks, by the paths of the device's data model. No other
// parameter, task or device is ever named.

/** The only parameters the site writes, per data model and band. */
export const GENIEACS_WIFI_PARAMETERS = {
  // TR-098 (InternetGatewayDevice): the first WLAN is 2.4 GHz; most dual-band ONUs put 5 GHz at index 5.
  tr098: {
    "2g": {
      ssid: "InternetGatewayDevice.LANDevice.1.WLANConfiguration.1.SSID",
      password: "InternetGatewayDevice.LANDevice.1.WLANConfiguration.1.PreSharedKey.1.PreSharedKey",
    },
    "5g": {
      ssid: "InternetGatewayDevice.LANDevice.1.WLANConfiguration.5.SSID",
      password: "InternetGatewayDevice.LANDevice.1.WLANConfiguration.5.PreSharedKey.1.PreSharedKey",
    },
  },
  // TR-181 (Device): SSID and access point 1 for 2.4 GHz, 2 for 5 GHz.
  tr181: {
    "2g": { ssid: "Device.WiFi.SSID.1.SSID", password: "Device.WiFi.AccessPoint.1.Security.KeyPassphrase" },
    "5g": { ssid: "Device.WiFi.SSID.2.SSID", password: "Device.WiFi.AccessPoint.2.Security.KeyPassphrase" },
  },
} as const;

const ALLOWED = new Set<string>(
  Object.values(GENIEACS_WIFI_PARAMETERS).flatMap((model) =>
    Object.values(model).flatMap((band) => [band.ssid, band.password]),
  ),
);

/** A serial as ONUs print it: letters and digits, nothing a query could be built from. */
const SERIAL = /^[A-Z0-9]{6,32}$/;

export type DeviceManager = {
  /**
   * Sets the Wi-Fi of the one device with this serial. "not_found" when no device, or more than one, has
   * it exactly (nothing is changed then); `reference` is the task's id.
   */
  changeWifi(
    serial: string,
    wifi: WifiSettings,
  ): Promise<{ reference?: string; queued: boolean } | "not_found">;
};

export function createGenieAcs(options: { url: string; timeoutMs?: number }): DeviceManager {
  const base = options.url.replace(/\/+$/, "");
  const breaker = new CircuitBreaker();

  const findDevice = async (serial: string) => {
    const query = new URLSearchParams({
      query: JSON.stringify({ "_deviceId._SerialNumber": serial }),
      projection:
        "_id,_deviceId._SerialNumber,InternetGatewayDevice.DeviceInfo.SerialNumber,Device.DeviceInfo.SerialNumber",
    });
    const response = await erpRequest({
      method: "GET",
      url: `${base}/devices/?${query}`,
      timeoutMs: options.timeoutMs,
      maxBytes: 256 * 1024,
      // GENIEACS_URL is the operator's own setting, on the provider's private network by design.
      allowPrivate: true,
    });
    if (response.status >= 500) throw new ErpError("unavailable", `devices: HTTP ${response.status}`);
    if (response.status !== 200) throw new ErpError("bad_answer", `devices: HTTP ${response.status}`);
    const devices = parseJson(response.text, "devices");
    if (!Array.isArray(devices) || !devices.every(isRow))
      throw new ErpError("bad_answer", "devices: not a list");
    // Exactly: the query is an equality already, and the answer is checked again against it.
    const matching = devices.filter((device) => {
      const id = isRow(device._deviceId) ? device._deviceId : {};
      return String(id._SerialNumber ?? "").toUpperCase() === serial;
    });
    if (matching.length !== 1) return undefined;
    const [device] = matching;
    const id = typeof device?._id === "string" ? device._id : "";
    if (!id) throw new ErpError("bad_answer", "devices: no _id");
    const model = "InternetGatewayDevice" in device! ? "tr098" : "Device" in device! ? "tr181" : undefined;
    return model ? { id, model: model as keyof typeof GENIEACS_WIFI_PARAMETERS } : undefined;
  };

  return {
    async changeWifi(rawSerial, wifi) {
      const serial = rawSerial.trim().toUpperCase();
      if (!SERIAL.test(serial)) return "not_found";
      return breaker.run(async () => {
        const device = await findDevice(serial);
        if (!device) return "not_found" as const;
        const paths = GENIEACS_WIFI_PARAMETERS[device.model];
        const values: [string, string, "xsd:string"][] = [];
        for (const band of ["2g", "5g"] as const) {
          const asked = wifi[band];
          if (asked?.ssid) values.push([paths[band].ssid, asked.ssid, "xsd:string"]);
          if (asked?.password) values.push([paths[band].password, asked.password, "xsd:string"]);
        }
        // The allowlist, checked once more where the body is built.
        if (values.length === 0 || values.some(([path]) => !ALLOWED.has(path)))
          throw new ErpError("refused", "genieacs: nothing allowed to set");
        const response = await erpRequest({
          method: "POST",
          url: `${base}/devices/${encodeURIComponent(device.id)}/tasks?connection_request`,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "setParameterValues", parameterValues: values }),
          timeoutMs: options.timeoutMs,
          maxBytes: 64 * 1024,
          allowPrivate: true,
        });
        if (response.status >= 500) throw new ErpError("unavailable", `tasks: HTTP ${response.status}`);
        if (response.status !== 200 && response.status !== 202)
          throw new ErpError("refused", `tasks: HTTP ${response.status}`);
        const task = response.text.trim() ? parseJson(response.text, "tasks") : {};
        const reference = isRow(task) && typeof task._id === "string" ? task._id : undefined;
        return { ...(reference ? { reference } : {}), queued: response.status === 202 };
      });
    },
  };
}
