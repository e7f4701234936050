import type { UiLanguage } from '#shared/constants.ts'

// The words of a statement's CSV and PDF files, in the four interface languages (the page's own
// words are in src/client/locales/<lang>/statements.json and say the same). Terms follow
// docs/glossary.md. Values fill {{name}}.

export type StatementTexts = {
  title: string
  period: string
  generatedAt: string
  toDate: string
  platform: string
  seller: string
  name: string
  store: string
  owner: string
  address: string
  email: string
  phone: string
  taxId: string
  businessLicense: string
  summary: string
  openingBalance: string
  credits: string
  returnsCharged: string
  payouts: string
  closingBalance: string
  ordersSection: string
  servicesSection: string
  returnsSection: string
  payoutsSection: string
  planFeesSection: string
  feesSection: string
  date: string
  isoTime: string
  order: string
  product: string
  quantity: string
  items: string
  discount: string
  commission: string
  deliveryShare: string
  net: string
  service: string
  price: string
  platformFee: string
  serviceFees: string
  returnNumber: string
  refund: string
  netReversed: string
  commissionReversed: string
  returnShipping: string
  charged: string
  reference: string
  status: string
  amount: string
  description: string
  total: string
  totalFees: string
  none: string
  currencyNote: string
  deliveryShareNote: string
  page: string
  payoutStatus: Record<string, string>
  /** A plan fee's line: the plan's name and its period. */
  planFee: string
  intervals: Record<'monthly' | 'yearly', string>
}

export const STATEMENT_TEXTS: Record<UiLanguage, StatementTexts> = {
  am: {
    title: 'ወርሃዊ የሂሳብ መግለጫ',
    period: 'ጊዜ',
    generatedAt: 'የተዘጋጀበት',
    toDate: 'እስከ ዛሬ',
    platform: 'መድረክ',
    seller: 'ሻጭ',
    name: 'ስም',
    store: 'መደብር',
    owner: 'ባለቤት',
    address: 'አድራሻ',
    email: 'ኢሜይል',
    phone: 'ስልክ',
    taxId: 'የግብር ከፋይ መለያ ቁጥር (TIN)',
    businessLicense: 'የንግድ ፈቃድ',
    summary: 'ማጠቃለያ',
    openingBalance: 'መነሻ ቀሪ ሂሳብ',
    credits: 'ገቢ (የተጣራ)',
    returnsCharged: 'ለመመለሻ የተቀነሰ',
    payouts: 'የተጠየቁ ክፍያዎች',
    closingBalance: 'መዝጊያ ቀሪ ሂሳብ',
    ordersSection: 'የደረሱ ትዕዛዞች',
    servicesSection: 'የተጠናቀቁ ዲጂታል አገልግሎቶች',
    returnsSection: 'ተመላሽ ገንዘብ የተከፈለባቸው መመለሻዎች',
    payoutsSection: 'የክፍያ መቀበያ ጥያቄዎች',
    planFeesSection: 'የእቅድ ክፍያዎች (በቀጥታ የተከፈሉ፣ ከቀሪ ሂሳብ ያልተቀነሱ)',
    feesSection: 'ክፍያዎችና ኮሚሽን',
    date: 'ቀን',
    isoTime: 'ISO 8601',
    order: 'ትዕዛዝ',
    product: 'ምርት',
    quantity: 'ብዛት',
    items: 'የዕቃ ዋጋ',
    discount: 'ቅናሽ',
    commission: 'ኮሚሽን',
    deliveryShare: 'የማድረሻ ድርሻ',
    net: 'የተጣራ',
    service: 'አገልግሎት',
    price: 'ዋጋ',
    platformFee: 'የመድረክ ክፍያ',
    serviceFees: 'የአገልግሎት የመድረክ ክፍያዎች',
    returnNumber: 'መመለሻ',
    refund: 'ለገዢ የተመለሰ',
    netReversed: 'የተመለሰ የተጣራ',
    commissionReversed: 'የተመለሰ ኮሚሽን',
    returnShipping: 'የመመለሻ ማድረሻ',
    charged: 'የተቀነሰ',
    reference: 'ማጣቀሻ',
    status: 'ሁኔታ',
    amount: 'መጠን',
    description: 'መግለጫ',
    total: 'ጠቅላላ',
    totalFees: 'ጠቅላላ ክፍያዎች',
    none: 'በዚህ ወር ምንም የለም',
    currencyNote: 'መጠኖች በኢትዮጵያ ብር (ETB) ናቸው።',
    deliveryShareNote: 'አዎንታዊ የማድረሻ ድርሻ ከእርስዎ ይቀነሳል፤ አሉታዊው ይከፈልዎታል።',
    page: 'ገጽ {{page}} ከ{{pages}}',
    payoutStatus: {
      pending: 'በመጠባበቅ ላይ',
      processing: 'በሂደት ላይ',
      completed: 'ተከፍሏል',
      failed: 'አልተሳካም',
    },
    planFee: 'የሻጭ እቅድ {{plan}} (1 {{interval}})',
    intervals: { monthly: 'ወር', yearly: 'ዓመት' },
  },
  en: {
    title: 'Monthly statement',
    period: 'Period',
    generatedAt: 'Drawn up',
    toDate: 'to date',
    platform: 'Platform',
    seller: 'Seller',
    name: 'Name',
    store: 'Store',
    owner: 'Owner',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    taxId: 'TIN',
    businessLicense: 'Business licence',
    summary: 'Summary',
    openingBalance: 'Opening balance',
    credits: 'Earnings (net)',
    returnsCharged: 'Returns charged',
    payouts: 'Payouts requested',
    closingBalance: 'Closing balance',
    ordersSection: 'Orders delivered',
    servicesSection: 'Digital services delivered',
    returnsSection: 'Refunded returns',
    payoutsSection: 'Payouts',
    planFeesSection: 'Plan fees (paid directly, not from the balance)',
    feesSection: 'Fees and commission',
    date: 'Date',
    isoTime: 'ISO 8601',
    order: 'Order',
    product: 'Product',
    quantity: 'Qty',
    items: 'Items',
    discount: 'Discount',
    commission: 'Commission',
    deliveryShare: 'Delivery share',
    net: 'Net',
    service: 'Service',
    price: 'Price',
    platformFee: 'Platform fee',
    serviceFees: 'Service platform fees',
    returnNumber: 'Return',
    refund: 'Refund to buyer',
    netReversed: 'Net given back',
    commissionReversed: 'Commission given back',
    returnShipping: 'Return trip',
    charged: 'Charged',
    reference: 'Reference',
    status: 'Status',
    amount: 'Amount',
    description: 'Description',
    total: 'Total',
    totalFees: 'Total fees',
    none: 'None this month',
    currencyNote: 'Amounts in Ethiopian birr (ETB).',
    deliveryShareNote:
      'A positive delivery share is charged to you; a negative one is paid to you.',
    page: 'Page {{page}} of {{pages}}',
    payoutStatus: {
      pending: 'Pending',
      processing: 'Processing',
      completed: 'Paid',
      failed: 'Failed',
    },
    planFee: 'Seller plan {{plan}} (1 {{interval}})',
    intervals: { monthly: 'month', yearly: 'year' },
  },
  om: {
    title: "Ibsa herregaa ji'aa",
    period: 'Yeroo',
    generatedAt: "Kan qophaa'e",
    toDate: "hanga har'aatti",
    platform: 'Waltajjii',
    seller: 'Gurgurataa',
    name: 'Maqaa',
    store: 'Suuqii',
    owner: 'Abbaa qabeenyaa',
    address: 'Teessoo',
    email: 'Imeelii',
    phone: 'Bilbila',
    taxId: 'TIN (lakkoofsa kaffalaa gibiraa)',
    businessLicense: 'Hayyama daldalaa',
    summary: 'Cuunfaa',
    openingBalance: 'Haftee jalqabaa',
    credits: 'Galii (qulqulluu)',
    returnsCharged: "Deebii irraa kan hir'ifame",
    payouts: 'Baafannaa gaafataman',
    closingBalance: 'Haftee xumuraa',
    ordersSection: "Ajajawwan ga'an",
    servicesSection: "Tajaajila dijitaalaa kan ga'an",
    returnsSection: "Deebii maallaqni itti deebi'e",
    payoutsSection: 'Baafannaa',
    planFeesSection: 'Kaffaltii karooraa (kallattiin kan kaffalame, haftee irraa miti)',
    feesSection: 'Kaffaltii fi komishinii',
    date: 'Guyyaa',
    isoTime: 'ISO 8601',
    order: 'Ajaja',
    product: 'Oomisha',
    quantity: "Baay'ina",
    items: 'Gatii meeshaa',
    discount: "Hir'ina",
    commission: 'Komishinii',
    deliveryShare: 'Qooda geejjibaa',
    net: 'Qulqulluu',
    service: 'Tajaajila',
    price: 'Gatii',
    platformFee: 'Kaffaltii waltajjii',
    serviceFees: 'Kaffaltii waltajjii tajaajilaa',
    returnNumber: 'Deebii',
    refund: "Bitataaf kan deebi'e",
    netReversed: "Qulqulluu deebi'e",
    commissionReversed: "Komishinii deebi'e",
    returnShipping: 'Geejjiba deebii',
    charged: "Kan hir'ifame",
    reference: 'Wabii',
    status: 'Haala',
    amount: 'Hanga',
    description: 'Ibsa',
    total: 'Waliigala',
    totalFees: 'Kaffaltii waliigalaa',
    none: "Ji'a kana homaa hin jiru",
    currencyNote: 'Hangi qarshii Itoophiyaatiin (ETB) dha.',
    deliveryShareNote:
      "Qoodni geejjibaa poozatiivii sirraa hir'ifama; kan negaatiivii ta'e siif kaffalama.",
    page: 'Fuula {{page}} kan {{pages}} keessaa',
    payoutStatus: {
      pending: 'Eegaa jira',
      processing: 'Hojjetamaa jira',
      completed: 'Kaffalame',
      failed: 'Hin milkoofne',
    },
    planFee: 'Karoora gurgurataa {{plan}} ({{interval}} 1)',
    intervals: { monthly: "ji'a", yearly: 'waggaa' },
  },
  ti: {
    title: 'ወርሓዊ መግለጺ ሕሳብ',
    period: 'እዋን',
    generatedAt: 'ዝተዳለወሉ',
    toDate: 'ክሳብ ሎሚ',
    platform: 'መድረኽ',
    seller: 'ሸያጢ',
    name: 'ስም',
    store: 'ድኳን',
    owner: 'ወናኒ',
    address: 'ኣድራሻ',
    email: 'ኢመይል',
    phone: 'ቴሌፎን',
    taxId: 'መለለዪ ቁጽሪ ግብሪ ከፋሊ (TIN)',
    businessLicense: 'ፍቓድ ንግዲ',
    summary: 'ጽማቕ',
    openingBalance: 'ናይ መጀመርታ ዘሎ ገንዘብ',
    credits: 'ኣታዊ (ጽሩይ)',
    returnsCharged: 'ብምምላስ ዝተቐነሰ',
    payouts: 'ዝተሓተተ ምቕባል ገንዘብ',
    closingBalance: 'ናይ መወዳእታ ዘሎ ገንዘብ',
    ordersSection: 'ዝበጽሑ ትእዛዛት',
    servicesSection: 'ዝተወድኡ ዲጂታል ኣገልግሎታት',
    returnsSection: 'ገንዘብ ዝተመለሰሎም ምምላሳት',
    payoutsSection: 'ምቕባል ገንዘብ',
    planFeesSection: 'ክፍሊት መደብ (ብቐጥታ ዝተኸፍለ፣ ካብ ዘሎ ገንዘብ ዘይኮነ)',
    feesSection: 'ክፍሊታትን ኮሚሽንን',
    date: 'ዕለት',
    isoTime: 'ISO 8601',
    order: 'ትእዛዝ',
    product: 'ፍርያት',
    quantity: 'ብዝሒ',
    items: 'ዋጋ ኣቕሓ',
    discount: 'ቅናሽ',
    commission: 'ኮሚሽን',
    deliveryShare: 'ግደ ምብጻሕ',
    net: 'ጽሩይ',
    service: 'ኣገልግሎት',
    price: 'ዋጋ',
    platformFee: 'ክፍሊት መድረኽ',
    serviceFees: 'ክፍሊት መድረኽ ኣገልግሎታት',
    returnNumber: 'ምምላስ',
    refund: 'ንዓዳጊ ዝተመለሰ',
    netReversed: 'ዝተመለሰ ጽሩይ',
    commissionReversed: 'ዝተመለሰ ኮሚሽን',
    returnShipping: 'ምብጻሕ ምምላስ',
    charged: 'ዝተቐነሰ',
    reference: 'መወከሲ',
    status: 'ኩነታት',
    amount: 'መጠን',
    description: 'መግለጺ',
    total: 'ጠቕላላ ድምር',
    totalFees: 'ጠቕላላ ክፍሊታት',
    none: 'ኣብዚ ወርሒ የለን',
    currencyNote: 'መጠናት ብብር ኢትዮጵያ (ETB) እዩ።',
    deliveryShareNote: 'ኣወንታዊ ግደ ምብጻሕ ካባኹም ይቕነስ፤ ኣሉታዊ ድማ ይኽፈለኩም።',
    page: 'ገጽ {{page}} ካብ {{pages}}',
    payoutStatus: {
      pending: 'ይጽበ ኣሎ',
      processing: 'ይፍጸም ኣሎ',
      completed: 'ተኸፊሉ',
      failed: 'ኣይሰለጠን',
    },
    planFee: 'መደብ ሸያጢ {{plan}} (1 {{interval}})',
    intervals: { monthly: 'ወርሒ', yearly: 'ዓመት' },
  },
}

export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}
