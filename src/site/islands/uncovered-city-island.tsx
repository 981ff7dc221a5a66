import { VisitCity } from "../components/city/city-context";
import UncoveredCityPage from "../features/leads/uncovered-city-page";

/** The 404 of a city the site does not serve, with 'Avise-me quando chegar' for the town its address names. */
export default function UncoveredCityIsland() {
  return (
    <VisitCity>
      <UncoveredCityPage />
    </VisitCity>
  );
}
