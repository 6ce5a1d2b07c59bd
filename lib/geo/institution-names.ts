// The `zipcodes` data names some zips after what they serve rather than where they are: unique zips
// of prisons, agencies, campuses, military bases and companies ("Texas Dept Of Correction", "Dyess
// Afb", "Auburn University", "Wells Fargo Bank"). None is a place a buyer searches for, so such a
// name is never a city (lib/geo/zips.ts gives its zips the nearest real city). Whole words only, and
// no word that real towns carry: Fort Worth, College Station, State College, University Park,
// Camp Verde, Center, Agency, Bureau, Institute, Medical Lake, Federal Way, Red Bank, Cut Bank.

const words = [
  // agencies and offices
  'dept', 'department', 'svc', 'assoc', 'ctr', 'brm', 'lottery', 'revenue', 'census bureau', 'bureau business', 'communications', 'mail', 'area office',
  // corrections
  'correction', 'corrections', 'correctional', 'prison', 'penitentiary', 'detention', 'jail', 'facility', 'unit',
  // military installations
  'afb', 'a f b', 'u s a f', 'air force base', 'air reserve base', 'air station', 'air sta', 'army airfield', 'army medical center',
  'naval', 'navy yard', 'marine corps', 'cbc base', 'arsenal', 'space center',
  // campuses ("University Park" and "University Place" are cities; a name that ends in University is a campus)
  'univ', 'university of',
  // companies
  'inc', 'corp', 'co', 'ins', 'insurance', 'lending', 'service', 'services', 'card', 'bkcard', 'bank of', 'national bank', 'natl bank',
  'nat bank', 'us bank', 'union bank', 'one bank', 'amsouth bank', 'fargo bank',
];

const pattern = new RegExp(`\\b(?:${words.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b|\\buniversity$`, 'i');

/** True for a zip "city" that names an institution, agency, base or company rather than a place. */
export function isInstitutionName(name: string): boolean {
  return pattern.test(name.trim());
}
