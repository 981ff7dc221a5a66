import { distanceMeters, isLatLng } from "../../domain/viability";
import type { ErpAdapter, FtthBox } from "./contract";
import { ixcBox } from "./ixc-answers";
import type { IxcClient } from "./ixc-client";

// Coverage on IXC (issue 56): no documented viability route, so checkCoverage is not offered;
// `rad_caixa_ftth` lists the fibre boxes (`status` A/I, coordinates as text, `capacidade` in ports) and
// `radpop_radio_cliente_fibra` the ONUs attached to each (`id_caixa_ftth`): capacity minus those is the
// free ports.

/** How long the list of boxes is kept, how it is read, and how many of the nearest get their ports counted. */
const BOX_LIST_TTL_MS = 5 * 60_000;
const BOX_LIST_PAGE = 1000;
const BOX_LIST_MAX_PAGES = 20;
const BOXES_WITH_PORTS = 3;

type BoxRow = { id: string; name: string; lat: number; lng: number; capacity: number | undefined };

export function ixcCoverage(ixc: IxcClient): Pick<ErpAdapter, "checkCoverage" | "ftthBoxes"> {
  // The active boxes with coordinates, read at most once per BOX_LIST_TTL_MS: a box moves or opens rarely,
  // and a visitor's check must not list the whole network each time.
  let boxes: { at: number; rows: Promise<BoxRow[]> } | undefined;
  const activeBoxes = (): Promise<BoxRow[]> => {
    const at = Date.now();
    if (boxes && at - boxes.at < BOX_LIST_TTL_MS) return boxes.rows;
    const rows = readBoxes(ixc);
    boxes = { at, rows };
    // A failed read is not kept: the next check asks again.
    rows.catch(() => {
      if (boxes?.rows === rows) boxes = undefined;
    });
    return rows;
  };

  /** Ports in use at a box: the fibre clients (ONUs) IXC attaches to it. */
  const usedPorts = (boxId: string): Promise<number> =>
    ixc.count("radpop_radio_cliente_fibra", { field: "id_caixa_ftth", value: boxId });

  return {
    async checkCoverage() {
      return undefined;
    },

    async ftthBoxes(near, radiusMeters): Promise<FtthBox[]> {
      const close = (await activeBoxes())
        .map((box) => ({ box, distance: distanceMeters(near, box) }))
        .filter((item) => item.distance <= radiusMeters)
        .sort((a, b) => a.distance - b.distance)
        .slice(0, BOXES_WITH_PORTS);
      return Promise.all(
        close.map(async ({ box, distance }) => ({
          id: box.id,
          name: box.name,
          lat: box.lat,
          lng: box.lng,
          distanceMeters: Math.round(distance),
          freePorts:
            box.capacity === undefined ? undefined : Math.max(0, box.capacity - (await usedPorts(box.id))),
        })),
      );
    },
  };
}

/** Every active box with coordinates, page by page. */
async function readBoxes(ixc: IxcClient): Promise<BoxRow[]> {
  const found: BoxRow[] = [];
  for (let page = 1; page <= BOX_LIST_MAX_PAGES; page += 1) {
    const rows = await ixc.list(
      "rad_caixa_ftth",
      ixcBox,
      { field: "status", value: "A" },
      { rp: BOX_LIST_PAGE, page, sort: "id", order: "asc" },
    );
    for (const row of rows) {
      const lat = Number(row.latitude.replace(",", "."));
      const lng = Number(row.longitude.replace(",", "."));
      if (!row.latitude.trim() || !isLatLng({ lat, lng })) continue;
      const capacity = Number(row.capacidade);
      found.push({
        id: row.id,
        name: row.descricao.trim() || row.id,
        lat,
        lng,
        capacity: Number.isInteger(capacity) && capacity > 0 ? capacity : undefined,
      });
    }
    if (rows.length < BOX_LIST_PAGE) break;
  }
  return found;
}
