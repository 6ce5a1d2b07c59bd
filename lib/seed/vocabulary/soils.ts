import type { RegionalWords } from './ecoregions';

// Soil series of each ecoregion as the NRCS web soil survey names them; the texture follows in
// the sentence. Farm listings quote them, so their names are some of the rarest words in the text.
export const soilSeries: RegionalWords = {
  'gulf-coastal': ['Tifton', 'Orangeburg', 'Norfolk', 'Lakeland', 'Dothan', 'Greenville', 'Leon', 'Sharkey', 'Dundee', 'Troup', 'Fuquay', 'Olivier'],
  'piedmont-appalachian': ['Cecil', 'Frederick', 'Hagerstown', 'Dekalb', 'Gilpin', 'Appling', 'Maury', 'Crider', 'Berks', 'Tusquitee', 'Pacolet', 'Evard'],
  'ozark-delta': ['Clarksville', 'Captina', 'Sharkey', 'Dundee', 'Crowley', 'Mexico', 'Hector', 'Nixa', 'Loring', 'Calloway', 'Tunica'],
  'corn-belt': ['Tama', 'Drummer', 'Clarion', 'Nicollet', 'Muscatine', 'Fayette', 'Miami', 'Crosby', 'Blount', 'Flanagan', 'Webster', 'Ackmore', 'Colo', 'Otley'],
  'great-plains': ['Holdrege', 'Harney', 'Keith', 'Crete', 'Williams', 'Barnes', 'Valentine', 'Ulysses', 'Richfield', 'Hastings', 'Moody', 'Kranzburg'],
  'texas-oklahoma': ['Houston Black', 'Tarrant', 'Denton', 'Frio', 'Pedernales', 'Brackett', 'Miles', 'Axtell', 'Pullman', 'Amarillo', 'Kirkland', 'Bastrop', 'Krum'],
  'desert-southwest': ['Pinaleno', 'Mohave', 'Tubac', 'Gila', 'Tres Hermanos', 'Clovis', 'Laveen', 'Latene', 'Continental'],
  'rocky-mountain': ['Ascalon', 'Nunn', 'Shingle', 'Cushman', 'Bozeman', 'Scobey', 'Portneuf', 'Bridger', 'Pachic', 'Mollic'],
  pacific: ['Willamette', 'Woodburn', 'Jory', 'Palouse', 'Yolo', 'Hanford', 'San Joaquin', 'Quincy', 'Nekia', 'Salem', 'Kilchis'],
  northeast: ['Paxton', 'Charlton', 'Hollis', 'Marlow', 'Bangor', 'Tunbridge', 'Honeoye', 'Hagerstown', 'Mardin', 'Lordstown', 'Colton'],
  'north-woods': ['Antigo', 'Rubicon', 'Kalkaska', 'Spencer', 'Santiago', 'Emmet', 'Lester', 'Nebish', 'Menahga', 'Grayling'],
  tropical: ['Hilo', 'Kula', 'Waipahu', 'Lahaina', 'Humatas', 'Bayamón', 'Mucara'],
};

export const soilTextures = [
  'silt loam', 'sandy loam', 'clay loam', 'loam', 'silty clay loam', 'fine sandy loam', 'loamy sand', 'gravelly loam',
  'clay', 'stony loam', 'cobbly loam', 'muck',
] as const;
