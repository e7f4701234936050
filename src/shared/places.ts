// Countries are stored by their English name (profiles, sellers' shipping countries) or by ISO code
// (checkout addresses). Screens show them in the reader's language through Intl.DisplayNames,
// which needs the code.

/** Countries the forms offer, English name → ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES: Record<string, string> = {
  Ethiopia: 'ET',
  'United States': 'US',
  Canada: 'CA',
  'United Kingdom': 'GB',
  Germany: 'DE',
  Sweden: 'SE',
  Norway: 'NO',
  Netherlands: 'NL',
  France: 'FR',
  Italy: 'IT',
  Israel: 'IL',
  Australia: 'AU',
  'United Arab Emirates': 'AE',
  'Saudi Arabia': 'SA',
  Qatar: 'QA',
  Lebanon: 'LB',
  'South Africa': 'ZA',
  Kenya: 'KE',
  Sudan: 'SD',
  'South Sudan': 'SS',
  Djibouti: 'DJ',
  Eritrea: 'ER',
  Somalia: 'SO',
  Uganda: 'UG',
  China: 'CN',
}

/** The ISO code of a country given by code or by its English name; null when unknown. */
export function countryCode(nameOrCode: string): string | null {
  const value = nameOrCode.trim()
  if (/^[A-Z]{2}$/.test(value)) return value
  return COUNTRY_CODES[value] ?? null
}
