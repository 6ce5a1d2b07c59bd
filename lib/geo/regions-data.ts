// Named regions as groups of counties (DESIGN §4), by state abbreviation and us-atlas county name.
export const regionsData: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  TX: {
    'Hill Country': ['Llano', 'Burnet', 'Gillespie', 'Blanco', 'Kerr', 'Kendall', 'Bandera', 'Mason', 'San Saba', 'Real', 'Kimble', 'Comal', 'Hays'],
    'East Texas': ['Smith', 'Gregg', 'Cherokee', 'Anderson', 'Henderson', 'Rusk', 'Nacogdoches', 'Angelina', 'Harrison', 'Panola', 'Upshur', 'Wood'],
    'South Texas': ['Webb', 'Duval', 'Jim Hogg', 'Brooks', 'Kenedy', 'Zapata', 'La Salle', 'McMullen', 'Live Oak', 'Dimmit', 'Frio', 'Atascosa'],
    'West Texas': ['Brewster', 'Presidio', 'Jeff Davis', 'Pecos', 'Reeves', 'Culberson', 'Hudspeth', 'Terrell', 'Val Verde', 'Crockett'],
    Panhandle: ['Potter', 'Randall', 'Carson', 'Gray', 'Hutchinson', 'Moore', 'Oldham', 'Deaf Smith', 'Donley', 'Armstrong', 'Hartley', 'Dallam'],
    'Gulf Coast': ['Matagorda', 'Brazoria', 'Wharton', 'Jackson', 'Calhoun', 'Victoria', 'Fort Bend', 'Chambers', 'Galveston'],
  },
  CO: {
    'Western Slope': ['Mesa', 'Delta', 'Montrose', 'Garfield', 'Rio Blanco', 'Moffat', 'Ouray', 'San Miguel'],
    'Front Range': ['Larimer', 'Boulder', 'Weld', 'Douglas', 'El Paso', 'Jefferson', 'Teller'],
    'San Luis Valley': ['Alamosa', 'Conejos', 'Costilla', 'Rio Grande', 'Saguache', 'Mineral'],
    'Eastern Plains': ['Lincoln', 'Kit Carson', 'Cheyenne', 'Kiowa', 'Elbert', 'Washington', 'Yuma', 'Logan'],
  },
  MT: {
    'Western Montana': ['Flathead', 'Lake', 'Missoula', 'Ravalli', 'Sanders', 'Lincoln', 'Mineral'],
    'Southwest Montana': ['Gallatin', 'Madison', 'Beaverhead', 'Park', 'Jefferson', 'Broadwater'],
    'Eastern Montana': ['Custer', 'Rosebud', 'Dawson', 'Prairie', 'Powder River', 'Carter', 'Fallon'],
  },
  TN: {
    'East Tennessee': ['Knox', 'Blount', 'Sevier', 'Cocke', 'Greene', 'Washington', 'Sullivan', 'Hamblen', 'Monroe'],
    'Middle Tennessee': ['Davidson', 'Williamson', 'Maury', 'Rutherford', 'Wilson', 'Sumner', 'Dickson', 'Hickman', 'Lewis'],
    'West Tennessee': ['Shelby', 'Fayette', 'Tipton', 'Hardeman', 'Madison', 'Haywood', 'Gibson', 'Weakley'],
  },
  GA: {
    'North Georgia Mountains': ['Rabun', 'Habersham', 'Union', 'Towns', 'Fannin', 'Gilmer', 'Lumpkin', 'White'],
    'South Georgia': ['Lowndes', 'Thomas', 'Brooks', 'Colquitt', 'Tift', 'Cook', 'Berrien', 'Grady'],
    'Coastal Georgia': ['Chatham', 'Bryan', 'Liberty', 'McIntosh', 'Glynn', 'Camden'],
  },
  NC: {
    'Western North Carolina': ['Buncombe', 'Haywood', 'Jackson', 'Macon', 'Madison', 'Watauga', 'Ashe', 'Avery'],
    Piedmont: ['Wake', 'Durham', 'Orange', 'Chatham', 'Alamance', 'Guilford', 'Randolph', 'Davidson'],
    'Coastal Plain': ['Pitt', 'Craven', 'Onslow', 'Carteret', 'Beaufort', 'Pamlico', 'Duplin'],
  },
  MO: {
    Ozarks: ['Taney', 'Stone', 'Christian', 'Douglas', 'Ozark', 'Howell', 'Shannon', 'Texas', 'Wright'],
    'Northern Missouri': ['Adair', 'Macon', 'Randolph', 'Linn', 'Sullivan', 'Putnam', 'Mercer'],
    Bootheel: ['Dunklin', 'Pemiscot', 'New Madrid', 'Stoddard', 'Mississippi', 'Scott'],
  },
  AR: {
    Ozarks: ['Benton', 'Washington', 'Carroll', 'Boone', 'Madison', 'Newton', 'Searcy', 'Baxter', 'Marion'],
    Delta: ['Phillips', 'Lee', 'Desha', 'Chicot', 'Arkansas', 'Monroe', 'St. Francis'],
    'Ouachita Mountains': ['Garland', 'Montgomery', 'Polk', 'Scott', 'Yell', 'Perry'],
  },
  OK: {
    'Green Country': ['Tulsa', 'Wagoner', 'Rogers', 'Mayes', 'Delaware', 'Cherokee', 'Adair', 'Sequoyah'],
    'Kiamichi Country': ['Le Flore', 'Latimer', 'Pushmataha', 'McCurtain', 'Choctaw', 'Atoka'],
    Panhandle: ['Cimarron', 'Texas', 'Beaver'],
  },
  FL: {
    'North Florida': ['Alachua', 'Columbia', 'Suwannee', 'Levy', 'Marion', 'Putnam', 'Baker', 'Union'],
    Panhandle: ['Walton', 'Okaloosa', 'Santa Rosa', 'Holmes', 'Washington', 'Jackson', 'Calhoun', 'Liberty'],
    'Central Florida': ['Polk', 'Lake', 'Osceola', 'Highlands', 'Hardee', 'DeSoto', 'Okeechobee'],
  },
  ID: {
    'North Idaho': ['Kootenai', 'Bonner', 'Boundary', 'Shoshone', 'Benewah'],
    'Treasure Valley': ['Ada', 'Canyon', 'Gem', 'Payette', 'Owyhee'],
    'Eastern Idaho': ['Bonneville', 'Madison', 'Fremont', 'Teton', 'Jefferson', 'Bingham'],
  },
  WY: {
    'Big Horn Basin': ['Park', 'Big Horn', 'Washakie', 'Hot Springs'],
    'Southeast Wyoming': ['Laramie', 'Albany', 'Platte', 'Goshen', 'Carbon'],
  },
  KY: {
    Bluegrass: ['Fayette', 'Scott', 'Woodford', 'Bourbon', 'Clark', 'Jessamine', 'Madison'],
    'Eastern Kentucky': ['Pike', 'Perry', 'Letcher', 'Harlan', 'Knott', 'Breathitt', 'Floyd'],
  },
  VA: {
    'Shenandoah Valley': ['Rockingham', 'Augusta', 'Shenandoah', 'Page', 'Frederick', 'Rockbridge'],
    Southside: ['Halifax', 'Pittsylvania', 'Mecklenburg', 'Charlotte', 'Lunenburg', 'Brunswick'],
  },
  AL: {
    'Black Belt': ['Dallas', 'Perry', 'Marengo', 'Wilcox', 'Lowndes', 'Sumter', 'Greene', 'Hale'],
    'North Alabama': ['Madison', 'Limestone', 'Morgan', 'Marshall', 'Jackson', 'DeKalb'],
  },
  WI: {
    Northwoods: ['Vilas', 'Oneida', 'Forest', 'Price', 'Iron', 'Sawyer', 'Lincoln'],
    Driftless: ['Vernon', 'Crawford', 'Richland', 'Grant', 'Iowa', 'La Crosse'],
  },
  MI: {
    'Upper Peninsula': ['Marquette', 'Alger', 'Schoolcraft', 'Delta', 'Chippewa', 'Luce', 'Iron', 'Baraga'],
    'Northern Lower Peninsula': ['Otsego', 'Crawford', 'Roscommon', 'Montmorency', 'Oscoda', 'Alpena'],
  },
  NM: {
    'Northern New Mexico': ['Taos', 'Rio Arriba', 'Santa Fe', 'Mora', 'Colfax', 'San Miguel'],
    'Southern New Mexico': ['Dona Ana', 'Otero', 'Luna', 'Grant', 'Sierra', 'Lincoln'],
  },
  AZ: {
    'Northern Arizona': ['Coconino', 'Yavapai', 'Navajo', 'Apache', 'Mohave'],
    'Southern Arizona': ['Pima', 'Santa Cruz', 'Cochise', 'Graham', 'Greenlee'],
  },
  OR: {
    'Central Oregon': ['Deschutes', 'Crook', 'Jefferson', 'Klamath', 'Lake'],
    'Willamette Valley': ['Marion', 'Polk', 'Yamhill', 'Linn', 'Benton', 'Lane'],
  },
};
