import { describe, expect, it } from 'vitest';
import { isInstitutionName } from '@/lib/geo/institution-names';

describe('isInstitutionName: zip "cities" that are not places', () => {
  it.each([
    'Texas Dept Of Correction', 'Tn Dept Of Human Svc', 'Ariz Correctional Ctr', 'Southern Md Facility', 'Dyess Afb', 'Shaw A F B',
    'Andrews Air Force Base', 'Wheeler Army Airfield', 'Tripler Army Medical Center', 'Washington Navy Yard', 'Naval Air Station/ Jrb',
    'El Toro Marine Corps Air Sta', 'U S A F Academy', 'Picatinny Arsenal', 'Stennis Space Center', 'Auburn University',
    'University Of Richmond', 'Arizona State Univ West', 'Wells Fargo Bank', 'First National Bank', 'Bank Of America', 'Us Bank',
    'Allstate Insurance Co', 'Marden Kane Inc', 'Lockheed Corp', 'Internal Revenue', 'Census Bureau', 'Kansas Lottery', 'Cds Brm',
    'Parcel Return Service', 'Contest Mail', 'Prison Unit',
  ])('leaves out %s', (name) => {
    expect(isInstitutionName(name)).toBe(true);
  });

  it.each([
    'Austin', 'Fort Worth', 'College Station', 'State College', 'University Park', 'University Place', 'Camp Verde', 'Center',
    'Valley Center', 'Agency', 'Bureau', 'Institute', 'Tuskegee Institute', 'Medical Lake', 'Federal Way', 'Marine City', 'Red Bank',
    'Cut Bank', 'Alum Bank', 'Green Bank', 'Mountain Home', 'Masonic Home', 'Post', 'Reserve', 'Coleman', 'Corpus Christi', 'Dyess',
    'Unity', 'Cohoes', 'Incline Village', 'Serviceton',
  ])('keeps the town %s', (name) => {
    expect(isInstitutionName(name)).toBe(false);
  });
});
