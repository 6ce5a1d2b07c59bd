// Name parts for generated brokers, owners and lead senders: combinations, not real people.
export const firstNames = [
  'James', 'Mary', 'Robert', 'Linda', 'John', 'Susan', 'Michael', 'Karen', 'David', 'Lisa', 'William', 'Nancy',
  'Richard', 'Betty', 'Joseph', 'Sandra', 'Thomas', 'Ashley', 'Charles', 'Emily', 'Daniel', 'Donna', 'Matthew',
  'Carol', 'Anthony', 'Amanda', 'Mark', 'Melissa', 'Steven', 'Deborah', 'Paul', 'Laura', 'Andrew', 'Rebecca',
  'Joshua', 'Sharon', 'Kenneth', 'Cynthia', 'Kevin', 'Kathleen', 'Brian', 'Amy', 'Travis', 'Shelby', 'Wade',
  'Colt', 'Dusty', 'Reba', 'Hank', 'June', 'Luis', 'Maria', 'Carlos', 'Rosa', 'Tyler', 'Megan', 'Cody', 'Tara',
  'Garrett', 'Hannah', 'Clay', 'Jolene', 'Boone', 'Savannah', 'Wyatt', 'Abigail', 'Jesse', 'Claire', 'Owen', 'Leah',
];

export const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson',
  'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Allen', 'Young', 'King', 'Wright', 'Scott', 'Green',
  'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Phillips', 'Turner', 'Parker',
  'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Reed', 'Bailey', 'Cooper', 'McCoy',
  'Whitaker', 'Holloway', 'Pruitt', 'Barnett', 'Vaughn', 'Dalton', 'Greer', 'Hatcher', 'Ingram', 'Kimball',
];

/** Company names by member type; {last}, {last2} and {region} are filled in. */
export const companyPatterns: Readonly<Record<string, readonly string[]>> = {
  Broker: [
    '{last} Land Company', '{region} Land Brokers', '{last} & {last2} Land and Ranch', '{region} Farm & Ranch Realty',
    '{last} Land Group', '{region} Outdoor Properties', '{last} Real Estate', 'Whitetail {region} Properties',
  ],
  Agent: ['{last} Realty', '{region} Country Homes & Land', '{last} Properties', '{region} Land Realty'],
  Auctioneer: ['{last} Auction Company', '{last} & {last2} Auctioneers', '{region} Land Auctions', '{last} Realty & Auction'],
  LandRetailer: ['{region} Land Sales', 'Affordable {region} Acreage', '{last} Land Investments', 'Owner-Financed {region} Land'],
};

export const streetNames = [
  'Main St', 'Ranch Road', 'County Road', 'Farm to Market Road', 'Highway', 'Mill Creek Rd', 'Old Post Rd', 'Prairie Ln',
  'Timber Ridge Rd', 'Cedar Hollow Rd', 'Oak Grove Rd', 'River Bend Dr',
];
