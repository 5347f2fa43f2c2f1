// Human column/row labels for the CSV export, derived from the schema field names so every field
// of document-fields.ts gets one without a hand-kept list: `box12_codes` → `Box 12 Codes`,
// `line35b_routingNumber` → `Line 35b Routing Number`, `employeeSSN` → `Employee SSN`.
const WORDS: Record<string, string> = {
  apr: 'APR',
  agi: 'AGI',
  eic: 'EIC',
  ytd: 'YTD',
  id: 'ID',
  ssn: 'SSN',
  ein: 'EIN',
  tin: 'TIN',
  zip: 'ZIP',
  '199a': '199A',
};

export function labelOf(name: string): string {
  return name
    .replace(/^(box|line)(\d+[a-z]?)_/, '$1 $2 ')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/(\d)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((w) => {
      const known = WORDS[w.toLowerCase()];
      if (known) return known;
      if (/^\d+[a-z]?$/.test(w)) return w;
      return w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join(' ');
}
