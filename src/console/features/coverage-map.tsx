import "leaflet/dist/leaflet.css";
import { useEffect, useRef, useState } from "react";
import type { CoverageAreaGeometry } from "../../domain";
import { adminApi } from "../kit/admin-client";

// The uploaded areas on a map (issue 56), drawn with Leaflet, loaded only in the browser (it needs the
// DOM). The streets come from the tile URL 'Cobertura' sets, the provider's own or a service it chose;
// without one, the polygons are drawn on a blank background. No tile is asked of anyone else.

type Shape = { id: number; name: string; geojson: CoverageAreaGeometry };

export function CoverageMap({
  version,
  tileUrl,
  point,
}: {
  /** Changes when the areas do: the polygons are fetched again. */
  version: string;
  tileUrl: string;
  /** The last tested address's location, marked on the map. */
  point: { lat: number; lng: number } | undefined;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes when the areas do: fetch them again.
  useEffect(() => {
    let cancelled = false;
    let map: import("leaflet").Map | undefined;
    void (async () => {
      try {
        const [L, response] = await Promise.all([import("leaflet"), adminApi.coverage.shapes()]);
        if (cancelled || !container.current) return;
        if (!response.ok) throw new Error(String(response.status));
        const { shapes } = (await response.json()) as { shapes: Shape[] };
        if (cancelled || !container.current) return;
        map = L.map(container.current, { attributionControl: false, scrollWheelZoom: false });
        const layers = L.featureGroup();
        for (const shape of shapes) {
          L.geoJSON(shape.geojson as never, {
            style: { color: "#0b6bcb", weight: 2, fillOpacity: 0.2 },
          })
            .bindTooltip(shape.name)
            .addTo(layers);
        }
        // The view first: paths added to a map without one are never drawn, and its removal then fails.
        const bounds = layers.getBounds();
        if (point) bounds.extend([point.lat, point.lng]);
        if (bounds.isValid()) map.fitBounds(bounds, { padding: [16, 16], maxZoom: 17 });
        else map.setView([-15.8, -47.9], 4);
        if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
        layers.addTo(map);
        if (point) L.circleMarker([point.lat, point.lng], { radius: 7, color: "#d9480f" }).addTo(map);
        setCount(shapes.length);
        setFailed(false);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      try {
        map?.remove();
      } catch {
        // A map torn down half-drawn: nothing left to remove.
      }
    };
  }, [version, tileUrl, point]);

  return (
    <div className="flex flex-col gap-2">
      <section
        ref={container}
        aria-label="Mapa das áreas de cobertura"
        data-testid="coverage-map"
        data-areas={count ?? undefined}
        className="h-80 w-full overflow-hidden rounded-md border bg-muted"
      />
      {failed && <p className="text-sm text-destructive">Não foi possível carregar o mapa das áreas.</p>}
      {!tileUrl && (
        <p className="text-sm text-muted-foreground">
          Defina o endereço dos mapas (tiles) para ver as ruas sob as áreas.
        </p>
      )}
    </div>
  );
}
