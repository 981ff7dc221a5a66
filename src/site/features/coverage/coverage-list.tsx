import { cityPagePath, type PublicCity } from "../../../domain";
import { cityCountText, groupByState } from "./coverage";

/** Every active city, by state, each a link to its page; a contents list of the states first. */
export function CoverageList({ cities }: { cities: readonly PublicCity[] }) {
  const states = groupByState(cities);
  if (states.length === 0) {
    return <p className="text-muted-foreground">Nenhuma cidade atendida no momento.</p>;
  }
  return (
    <div className="flex flex-col gap-10">
      <nav aria-label="Estados atendidos">
        <ul className="flex flex-wrap gap-2">
          {states.map((group) => (
            <li key={group.state}>
              <a
                href={`#estado-${group.state.toLowerCase()}`}
                className="inline-flex rounded-full border px-3 py-1 text-sm font-semibold hover:bg-muted"
              >
                {group.name} ({cityCountText(group.cities.length)})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {states.map((group) => (
        <section
          key={group.state}
          id={`estado-${group.state.toLowerCase()}`}
          aria-labelledby={`estado-${group.state.toLowerCase()}-titulo`}
          className="flex scroll-mt-24 flex-col gap-3"
        >
          <h2 id={`estado-${group.state.toLowerCase()}-titulo`} className="text-xl font-bold">
            {group.name} <span className="font-normal text-muted-foreground">({group.state})</span>
          </h2>
          <p className="text-sm text-muted-foreground">{cityCountText(group.cities.length)} com cobertura</p>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 lg:grid-cols-4">
            {group.cities.map((city) => (
              <li key={city.id}>
                <a
                  href={cityPagePath(city)}
                  className="inline-block py-1 text-primary underline-offset-4 hover:underline"
                >
                  {city.name}
                  <span className="sr-only"> - {city.state}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
