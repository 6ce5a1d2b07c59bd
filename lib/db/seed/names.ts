// Name parts for generated brokers and owners; combinations, not real people.
export const firstNames = [
  'James', 'Mary', 'Robert', 'Linda', 'John', 'Susan', 'Michael', 'Karen', 'David', 'Lisa', 'William', 'Nancy',
  'Richard', 'Betty', 'Joseph', 'Sandra', 'Thomas', 'Ashley', 'Charles', 'Emily', 'Daniel', 'Donna', 'Matthew',
  'Carol', 'Anthony', 'Amanda', 'Mark', 'Melissa', 'Steven', 'Deborah', 'Paul', 'Laura', 'Andrew', 'Rebecca',
  'Joshua', 'Sharon', 'Kenneth', 'Cynthia', 'Kevin', 'Kathleen', 'Brian', 'Amy', 'Travis', 'Shelby', 'Wade',
  'Colt', 'Dusty', 'Reba', 'Hank', 'June', 'Luis', 'Maria', 'Carlos', 'Rosa', 'Tyler', 'Megan', 'Cody', 'Tara',
];

export const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson',
  'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Allen', 'Young', 'King', 'Wright', 'Scott', 'Green',
  'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Phillips', 'Turner', 'Parker',
  'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Reed', 'Bailey', 'Cooper', 'McCoy',
];

export const companyPatterns = [
  '{last} Land Company', '{last} Realty', '{region} Land Brokers', '{last} & {last2} Land and Ranch',
  '{region} Farm & Ranch Realty', '{last} Auction Company', 'Big Sky {last} Properties', '{last} Land Group',
  '{region} Outdoor Properties', '{last} Real Estate',
];
