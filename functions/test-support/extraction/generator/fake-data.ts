// Realistic-looking fake identities, places and counterparties for synthetic documents.
// Every value is invented; SSNs use the 9xx area the SSA never issues.
import type { Rng } from './random';

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Daniel',
  'Lisa',
  'Matthew',
  'Nancy',
  'Anthony',
  'Sandra',
  'Mark',
  'Ashley',
  'Priya',
  'Emily',
  'Kevin',
  'Michelle',
  'Brian',
  'Amanda',
  'Wei',
  'Melissa',
  'Luis',
  'Stephanie',
  'Ahmed',
  'Rebecca',
  'Olivia',
  'Ethan',
  'Sofia',
  'Noah',
  'Grace',
  'Mateo',
  'Chloe',
  'Hiroshi',
  'Fatima',
  'Dmitri',
] as const;
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Patel',
  'Kim',
  'Okafor',
  'Schneider',
  "O'Brien",
  'Kowalski',
  'Tanaka',
  'Haddad',
  'Ivanova',
  'Bergstrom',
] as const;
const STREET_NAMES = [
  'Maple',
  'Oak',
  'Cedar',
  'Pine',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Park',
  'Sunset',
  'Highland',
  'Lincoln',
  'Jefferson',
  'Madison',
  'River',
  'Spring',
  'Meadow',
  'Willow',
  'Chestnut',
  'Franklin',
] as const;
const STREET_TYPES = ['St', 'Ave', 'Blvd', 'Rd', 'Ln', 'Dr', 'Way', 'Ct', 'Pl'] as const;
const CITIES: readonly (readonly [string, string, string])[] = [
  ['Springfield', 'IL', '62704'],
  ['Austin', 'TX', '78701'],
  ['Portland', 'OR', '97205'],
  ['Columbus', 'OH', '43215'],
  ['Denver', 'CO', '80202'],
  ['Raleigh', 'NC', '27601'],
  ['Madison', 'WI', '53703'],
  ['Tampa', 'FL', '33602'],
  ['Sacramento', 'CA', '95814'],
  ['Albany', 'NY', '12207'],
  ['Phoenix', 'AZ', '85004'],
  ['Nashville', 'TN', '37203'],
  ['Richmond', 'VA', '23219'],
  ['Boise', 'ID', '83702'],
  ['Atlanta', 'GA', '30303'],
  ['Minneapolis', 'MN', '55401'],
  ['Pittsburgh', 'PA', '15222'],
  ['Kansas City', 'MO', '64106'],
  ['Salt Lake City', 'UT', '84111'],
  ['Newark', 'NJ', '07102'],
  ['Boston', 'MA', '02108'],
];

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface Person {
  firstName: string;
  lastName: string;
  name: string;
  address: Address;
}

export function person(rng: Rng): Person {
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  return { firstName, lastName, name: `${firstName} ${lastName}`, address: address(rng) };
}

export function address(rng: Rng): Address {
  const [city, state, zip] = rng.pick(CITIES);
  const unit = rng.bool(0.2) ? ` Apt ${rng.int(1, 40)}${rng.pick(['', 'A', 'B'])}` : '';
  return {
    street: `${rng.int(12, 9800)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}${unit}`,
    city,
    state,
    zip,
  };
}

export function cityLine(a: Address): string {
  return `${a.city}, ${a.state} ${a.zip}`;
}

export function fullAddress(a: Address): string {
  return `${a.street}, ${cityLine(a)}`;
}

/** Never-issued SSN area (900-999) so no value can be a real person's number. */
export function ssn(rng: Rng): string {
  return `9${rng.int(10, 99)}-${String(rng.int(10, 99))}-${rng.digits(4)}`;
}

export function ein(rng: Rng): string {
  return `${rng.int(10, 98)}-${rng.digits(7)}`;
}

export const BANKS = [
  'First Harbor Bank',
  'Summit Federal Credit Union',
  'Prairie National Bank',
  'Bluewater Savings Bank',
  'Granite Trust Bank',
  'Redwood Community Bank',
  'Lakeshore Bank & Trust',
  'Northstar Financial',
] as const;

export const CARD_ISSUERS = [
  'Meridian Card Services',
  'Atlas Rewards Visa',
  'Horizon Platinum Mastercard',
  'Keystone Bank Card',
  'Evergreen Cash Back Card',
  'Pinnacle Travel Card',
] as const;

export interface Merchant {
  name: string;
  category: string;
  min: number;
  max: number;
}

export const MERCHANTS: readonly Merchant[] = [
  { name: 'WHOLE FOODS MARKET', category: 'Groceries', min: 18, max: 240 },
  { name: 'TRADER JOES', category: 'Groceries', min: 12, max: 160 },
  { name: 'SAFEWAY', category: 'Groceries', min: 9, max: 210 },
  { name: 'SHELL OIL', category: 'Gas', min: 25, max: 90 },
  { name: 'CHEVRON', category: 'Gas', min: 22, max: 95 },
  { name: 'AMAZON MKTPLACE', category: 'Shopping', min: 8, max: 420 },
  { name: 'TARGET', category: 'Shopping', min: 11, max: 260 },
  { name: 'BEST BUY', category: 'Electronics', min: 19, max: 1400 },
  { name: 'STARBUCKS', category: 'Dining', min: 4, max: 28 },
  { name: 'CHIPOTLE', category: 'Dining', min: 9, max: 46 },
  { name: 'OLIVE GARDEN', category: 'Dining', min: 28, max: 140 },
  { name: 'UBER TRIP', category: 'Travel', min: 8, max: 75 },
  { name: 'DELTA AIR LINES', category: 'Travel', min: 140, max: 980 },
  { name: 'MARRIOTT HOTELS', category: 'Travel', min: 120, max: 860 },
  { name: 'NETFLIX.COM', category: 'Entertainment', min: 15.49, max: 22.99 },
  { name: 'SPOTIFY USA', category: 'Entertainment', min: 10.99, max: 16.99 },
  { name: 'CVS PHARMACY', category: 'Health', min: 6, max: 120 },
  { name: 'HOME DEPOT', category: 'Home Improvement', min: 14, max: 680 },
  { name: 'COMCAST XFINITY', category: 'Utilities', min: 60, max: 180 },
  { name: 'VERIZON WIRELESS', category: 'Utilities', min: 45, max: 210 },
];

export const EMPLOYERS = [
  'Acme Logistics Inc.',
  'Brightline Software LLC',
  'Cascade Medical Group',
  'Delta Manufacturing Co.',
  'Evergreen Dental Partners',
  'Fulton & Reyes LLP',
  'Golden Gate Analytics Inc.',
  'Harborview Hospitality LLC',
  'Ironwood Construction Corp.',
  'Juniper Retail Holdings',
] as const;

export const COMPANIES = [
  'Northwind Traders LLC',
  'Contoso Consulting Group',
  'Blue Ridge Outfitters Inc.',
  'Silverline Media Corp.',
  'Tall Pine Brewing Co.',
  'Copperfield Engineering LLC',
  'Sagebrush Veterinary Clinic PC',
  'Orchard Street Bakery Inc.',
  'Vantage Point Architects',
  'Helios Solar Installations Inc.',
] as const;

export interface CatalogItem {
  description: string;
  min: number;
  max: number;
  unit: 'hours' | 'each';
}

export const CATALOG: readonly CatalogItem[] = [
  { description: 'Consulting services', min: 95, max: 225, unit: 'hours' },
  { description: 'Website maintenance retainer', min: 400, max: 1800, unit: 'each' },
  { description: 'Software license - annual subscription', min: 120, max: 2400, unit: 'each' },
  { description: 'On-site installation labor', min: 65, max: 140, unit: 'hours' },
  { description: 'Ergonomic office chair', min: 180, max: 650, unit: 'each' },
  { description: 'Standing desk frame', min: 240, max: 890, unit: 'each' },
  { description: 'Printer toner cartridge (black)', min: 38, max: 129, unit: 'each' },
  { description: 'Network switch 24-port gigabit', min: 160, max: 720, unit: 'each' },
  { description: 'Graphic design - brand refresh', min: 75, max: 160, unit: 'hours' },
  { description: 'Cloud hosting - monthly plan', min: 49, max: 690, unit: 'each' },
  { description: 'Catering - team lunch for 20', min: 280, max: 760, unit: 'each' },
  { description: 'Copy paper, case of 10 reams', min: 42, max: 68, unit: 'each' },
  { description: 'Bookkeeping services', min: 55, max: 120, unit: 'hours' },
  { description: 'Shipping and handling', min: 12, max: 95, unit: 'each' },
  { description: 'Safety training workshop', min: 350, max: 1500, unit: 'each' },
  { description: 'LED panel light 2x4 ft', min: 45, max: 160, unit: 'each' },
];

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
