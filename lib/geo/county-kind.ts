// us-atlas names counties without their kind ("Llano"); the kind comes from the state and FIPS code.

const alaskaCensusAreas = new Set([
  'Kusilvak', 'Hoonah-Angoon', 'Yukon-Koyukuk', 'Southeast Fairbanks', 'Prince of Wales-Hyder', 'Bethel',
  'Dillingham', 'Nome', 'Aleutians West', 'Valdez-Cordova', 'Chugach', 'Copper River',
]);
const alaskaCityAndBorough = new Set(['Wrangell', 'Sitka', 'Yakutat', 'Juneau']);
const alaskaMunicipality = new Set(['Anchorage', 'Skagway']);
/** States whose county-equivalents coded 510 and up are independent cities (Census). */
const independentCityStates = new Set([24, 29, 32, 51]);

export type CountyKind =
  | 'County' | 'Parish' | 'Borough' | 'Census Area' | 'City and Borough' | 'Municipality' | 'Municipio' | 'city' | 'District';

export function countyKind(fips: number, name: string): CountyKind {
  const stateId = Math.floor(fips / 1000);
  const code = fips % 1000;
  if (stateId === 11) return 'District';
  if (stateId === 22) return 'Parish';
  if (stateId === 72) return 'Municipio';
  if (stateId === 2) {
    if (alaskaCensusAreas.has(name)) return 'Census Area';
    if (alaskaCityAndBorough.has(name)) return 'City and Borough';
    if (alaskaMunicipality.has(name)) return 'Municipality';
    return 'Borough';
  }
  if (code >= 510 && independentCityStates.has(stateId)) return 'city';
  return 'County';
}

/** "Llano County", "Orleans Parish", "Richmond city", "Carson City", "District of Columbia". */
export function countyFullName(name: string, kind: CountyKind): string {
  if (kind === 'District') return name;
  // Census writes "Carson City", not "Carson City city".
  if (kind === 'city' && / city$/i.test(name)) return name;
  return `${name} ${kind}`;
}
