ALTER TABLE "coverage_areas" ADD COLUMN "shape" "bytea";--> statement-breakpoint
ALTER TABLE "coverage_areas" ADD COLUMN "preview" jsonb;--> statement-breakpoint
ALTER TABLE "coverage_areas" ADD COLUMN "vertex_count" integer;--> statement-breakpoint
-- Hand-written (issue 66, L1; decision 0076): the areas stored as GeoJSON become coverage/area-shape.ts's
-- bytes (big-endian counts and float8 coordinates, as int4send and float8send write them); each keeps its
-- GeoJSON as the console map's copy (every area was within the file's vertex limit) and its vertex count.
UPDATE "coverage_areas" AS a SET
  "preview" = a."geojson",
  "vertex_count" = (
    SELECT count(*)::integer
    FROM jsonb_array_elements(a."geojson"->'features') AS f(feature),
      jsonb_array_elements(CASE WHEN f.feature->'geometry'->>'type' = 'Polygon'
        THEN jsonb_build_array(f.feature->'geometry'->'coordinates')
        ELSE f.feature->'geometry'->'coordinates' END) AS p(polygon),
      jsonb_array_elements(p.polygon) AS r(ring),
      jsonb_array_elements(r.ring) AS v(vertex)
  ),
  "shape" = int4send(jsonb_array_length(a."geojson"->'features')) || coalesce((
    SELECT string_agg(
      int4send(octet_length(convert_to(coalesce(f.feature->'properties'->>'name', ''), 'UTF8')))
        || convert_to(coalesce(f.feature->'properties'->>'name', ''), 'UTF8')
        || (
          SELECT int4send(count(*)::integer) || coalesce(string_agg(
            int4send(jsonb_array_length(p.polygon)) || (
              SELECT coalesce(string_agg(
                int4send(jsonb_array_length(r.ring)) || (
                  SELECT coalesce(string_agg(
                    float8send((v.vertex->>0)::float8) || float8send((v.vertex->>1)::float8),
                    ''::bytea ORDER BY v.i), ''::bytea)
                  FROM jsonb_array_elements(r.ring) WITH ORDINALITY AS v(vertex, i)
                ),
                ''::bytea ORDER BY r.i), ''::bytea)
              FROM jsonb_array_elements(p.polygon) WITH ORDINALITY AS r(ring, i)
            ),
            ''::bytea ORDER BY p.i), ''::bytea)
          FROM jsonb_array_elements(CASE WHEN f.feature->'geometry'->>'type' = 'Polygon'
            THEN jsonb_build_array(f.feature->'geometry'->'coordinates')
            ELSE f.feature->'geometry'->'coordinates' END) WITH ORDINALITY AS p(polygon, i)
        ),
      ''::bytea ORDER BY f.i)
    FROM jsonb_array_elements(a."geojson"->'features') WITH ORDINALITY AS f(feature, i)
  ), ''::bytea);--> statement-breakpoint
ALTER TABLE "coverage_areas" ALTER COLUMN "shape" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coverage_areas" ALTER COLUMN "preview" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coverage_areas" ALTER COLUMN "vertex_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coverage_areas" DROP COLUMN "geojson";
