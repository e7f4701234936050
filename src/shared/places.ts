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

/**
 * Country names in Afaan Oromoo and Tigrinya, for the countries the forms offer. Browsers ship no
 * region names for either language (decision record 022), so these are ours; a country not listed
 * reads as in English (Oromo) or Amharic (Tigrinya), the next language in the same script.
 */
export const COUNTRY_NAMES: Record<'om' | 'ti', Record<string, string>> = {
  om: {
    ET: 'Itoophiyaa',
    US: 'Ameerikaa',
    CA: 'Kanaadaa',
    GB: 'Biriteen',
    DE: 'Jarmanii',
    SE: 'Suwiidin',
    NO: 'Noorwey',
    NL: 'Neezerlaandi',
    FR: 'Faransaay',
    IT: 'Xaaliyaanii',
    CH: 'Siwiizerlaandi',
    IL: "Israa'eel",
    AU: 'Awustiraaliyaa',
    AE: 'Imireetota Arabaa Tokkoomaan',
    SA: 'Saawudii Arabiyaa',
    QA: 'Qaxar',
    LB: 'Libaanoon',
    ZA: 'Afrikaa Kibbaa',
    KE: 'Keeniyaa',
    SD: 'Sudaan',
    SS: 'Sudaan Kibbaa',
    DJ: 'Jibuutii',
    ER: 'Eertiraa',
    SO: 'Somaaliyaa',
    UG: 'Ugaandaa',
    CN: 'Chaayinaa',
  },
  ti: {
    ET: 'ኢትዮጵያ',
    US: 'ሕቡራት መንግስታት ኣመሪካ',
    CA: 'ካናዳ',
    GB: 'ዓባይ ብሪጣንያ',
    DE: 'ጀርመን',
    SE: 'ሽወደን',
    NO: 'ኖርወይ',
    NL: 'ኔዘርላንድ',
    FR: 'ፈረንሳ',
    IT: 'ጣልያን',
    CH: 'ስዊዘርላንድ',
    IL: 'እስራኤል',
    AU: 'ኣውስትራልያ',
    AE: 'ሕቡራት ኢማራት ዓረብ',
    SA: 'ስዑዲ ዓረብ',
    QA: 'ቐጠር',
    LB: 'ሊባኖስ',
    ZA: 'ደቡብ ኣፍሪቃ',
    KE: 'ኬንያ',
    SD: 'ሱዳን',
    SS: 'ደቡብ ሱዳን',
    DJ: 'ጅቡቲ',
    ER: 'ኤርትራ',
    SO: 'ሶማልያ',
    UG: 'ኡጋንዳ',
    CN: 'ቻይና',
  },
}
