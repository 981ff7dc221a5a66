import { describe, expect, it } from "vitest";
import { isPrivateHost, isPrivateIp, isPrivateUrl } from "./network-address";

// Issue 66, L3: the addresses a probe saved as the geocoder (https://127.0.0.1:4399, localhost, [::1],
// 127.1, 0x7f000001, 169.254.169.254, metadata.google.internal) and their cousins are refused; a public
// service's address is not.

describe("isPrivateUrl", () => {
  it("refuses loopback in every spelling a URL reads", () => {
    for (const url of [
      "https://127.0.0.1:4399/search",
      "https://localhost/search",
      "https://LOCALHOST./search",
      "https://[::1]/search",
      "https://127.1/search",
      "https://0x7f000001/search",
      "https://2130706433/search",
      "https://0177.0.0.1/search",
      "https://127.255.255.254/",
      "https://[::ffff:127.0.0.1]/",
      "https://[0:0:0:0:0:0:0:1]/",
      "https://api.localhost/",
      "https://0.0.0.0/",
    ])
      expect(isPrivateUrl(url), url).toBe(true);
  });

  it("refuses private, shared, link-local and metadata addresses and local names", () => {
    for (const url of [
      "https://169.254.169.254/latest/meta-data/",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://10.0.0.5/webservice/v1",
      "https://172.16.8.1/",
      "https://172.31.255.255/",
      "https://192.168.0.10:8443/",
      "https://100.64.1.1/",
      "https://[fe80::1]/",
      "https://[fd12:3456::1]/",
      "https://[64:ff9b::a00:1]/",
      "https://[2002:c0a8:1::]/",
      "https://erp/",
      "https://erp.local/",
      "https://servidor.lan/",
      "https://nominatim.intranet/search",
      "nada de endereço",
    ])
      expect(isPrivateUrl(url), url).toBe(true);
  });

  it("takes public services", () => {
    for (const url of [
      "https://nominatim.openstreetmap.org/search",
      "https://viacep.com.br/ws",
      "https://provedor.ixcsoft.com.br/webservice/v1",
      "https://8.8.8.8/",
      "https://172.32.0.1/",
      "https://[2001:4860:4860::8888]/",
    ])
      expect(isPrivateUrl(url), url).toBe(false);
  });
});

describe("isPrivateHost and isPrivateIp", () => {
  it("reads an SMTP host as typed, and resolved addresses as the resolver gives them", () => {
    expect(isPrivateHost("127.1")).toBe(true);
    expect(isPrivateHost("smtp.provedor.com.br")).toBe(false);
    expect(isPrivateHost("localhost")).toBe(true);
    expect(isPrivateIp("127.0.0.1")).toBe(true);
    expect(isPrivateIp("::1")).toBe(true);
    expect(isPrivateIp("fe80::1%eth0")).toBe(true);
    expect(isPrivateIp("::ffff:10.1.1.1")).toBe(true);
    expect(isPrivateIp("200.160.2.3")).toBe(false);
    expect(isPrivateIp("2804:14c::1")).toBe(false);
  });
});
