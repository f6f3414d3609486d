import { CITIES, districtsOf, NO_DISTRICT } from '@/shared/constants/locations';

/** The <option>s of the 10 cities, for any city <select> (home search, browse filters, listing form). */
export function CityOptions() {
  return CITIES.map((city) => (
    <option key={city} value={city}>
      {city}
    </option>
  ));
}

/**
 * The <option>s of a district <select>: the 'none' choice, then the city's fixed districts. `keep` is a value that
 * came from elsewhere (a link) and is not in the list: it stays shown as chosen.
 */
export function DistrictOptions({
  city,
  noneLabel,
  keep,
}: {
  city: string | null | undefined;
  noneLabel: string;
  keep?: string;
}) {
  const districts = districtsOf(city);
  return (
    <>
      <option value={NO_DISTRICT}>{noneLabel}</option>
      {keep && keep !== NO_DISTRICT && !districts.includes(keep) && <option value={keep}>{keep}</option>}
      {districts.map((d) => (
        <option key={d} value={d}>
          {d}
        </option>
      ))}
    </>
  );
}
