import type { UiLanguage } from '#shared/constants.ts'
import type { NoticeChannel, NoticeEvent } from '#shared/contracts/messaging.ts'

type Template = { subject: string; text: string }

// Short on purpose: with the brand in front, an Amharic notice should fit one SMS (70 characters
// of UCS-2) for an order number or a short product name. Values fill {{name}}.
const TEXTS: Record<UiLanguage, Record<NoticeEvent, Template>> = {
  am: {
    order_confirmed: { subject: 'ትዕዛዝዎ ተረጋግጧል', text: 'ትዕዛዝ {{order}} ተረጋግጧል።' },
    order_on_the_way: { subject: 'ትዕዛዝዎ በመንገድ ላይ ነው', text: 'ትዕዛዝ {{order}} በመንገድ ላይ ነው።' },
    order_delivered: { subject: 'ትዕዛዝዎ ደርሷል', text: 'ትዕዛዝ {{order}} ደርሷል። እናመሰግናለን!' },
    order_cancelled: { subject: 'ትዕዛዝዎ ተሰርዟል', text: 'ትዕዛዝ {{order}} ተሰርዟል።' },
    order_refunded: {
      subject: 'ገንዘብዎ ተመልሷል',
      text: 'ለትዕዛዝ {{order}} {{amount}} ብር ተመላሽ ተደርጓል።',
    },
    ticket_answered: { subject: 'ለጥያቄዎ መልስ ተሰጥቷል', text: 'ለጥያቄዎ {{ticket}} መልስ ተሰጥቷል።' },
    review_answered: {
      subject: 'ሻጩ ለግምገማዎ መልስ ሰጥቷል',
      text: '{{store}} ስለ {{product}} ለሰጡት ግምገማ መልስ ሰጥቷል።',
    },
    order_new: { subject: 'አዲስ ትዕዛዝ', text: 'አዲስ ትዕዛዝ {{order}} ደርሶዎታል።' },
    stock_low: { subject: 'ክምችት እያለቀ ነው', text: '{{product}}፦ {{stock}} ብቻ ቀርቷል።' },
    product_approved: { subject: 'ምርትዎ ጸድቋል', text: 'ምርትዎ {{product}} ጸድቋል።' },
    product_rejected: {
      subject: 'ምርትዎ አልጸደቀም',
      text: 'ምርትዎ {{product}} አልጸደቀም። ምክንያት፦ {{reason}}',
    },
    payout_paid: { subject: 'ክፍያ ተፈጽሟል', text: '{{amount}} ብር ተከፍሎዎታል።' },
    review_received: {
      subject: 'አዲስ ግምገማ',
      text: '{{product}} አዲስ የ{{rating}} ኮከብ ግምገማ አግኝቷል።',
    },
    delivery_assigned: { subject: 'አዲስ የማድረስ ሥራ', text: 'አዲስ የማድረስ ሥራ፦ ትዕዛዝ {{order}}።' },
    return_accepted: { subject: 'መመለሻዎ ተቀባይነት አግኝቷል', text: 'የትዕዛዝ {{order}} መመለሻ ተቀባይነት አግኝቷል።' },
    return_refused: { subject: 'መመለሻዎ ውድቅ ተደርጓል', text: 'የትዕዛዝ {{order}} መመለሻ ውድቅ ተደርጓል።' },
    return_requested: { subject: 'የመመለሻ ጥያቄ', text: 'ለትዕዛዝ {{order}} መመለሻ ተጠይቋል።' },
    return_pickup_assigned: { subject: 'የሚወሰድ መመለሻ', text: 'የሚወሰድ መመለሻ፦ ትዕዛዝ {{order}}።' },
  },
  en: {
    order_confirmed: { subject: 'Your order is confirmed', text: 'Order {{order}} is confirmed.' },
    order_on_the_way: {
      subject: 'Your order is on its way',
      text: 'Order {{order}} is on its way.',
    },
    order_delivered: {
      subject: 'Your order was delivered',
      text: 'Order {{order}} was delivered. Thank you!',
    },
    order_cancelled: {
      subject: 'Your order was cancelled',
      text: 'Order {{order}} was cancelled.',
    },
    order_refunded: {
      subject: 'Your money was refunded',
      text: '{{amount}} ETB refunded for order {{order}}.',
    },
    ticket_answered: {
      subject: 'Your support request was answered',
      text: 'Your support request {{ticket}} was answered.',
    },
    review_answered: {
      subject: 'The seller answered your review',
      text: '{{store}} answered your review of {{product}}.',
    },
    order_new: { subject: 'New order', text: 'New order {{order}} for your store.' },
    stock_low: { subject: 'Low stock', text: '{{product}}: only {{stock}} left.' },
    product_approved: {
      subject: 'Your product was approved',
      text: 'Your product {{product}} was approved.',
    },
    product_rejected: {
      subject: 'Your product was not approved',
      text: 'Your product {{product}} was not approved. Reason: {{reason}}',
    },
    payout_paid: { subject: 'Payout paid', text: '{{amount}} ETB was paid out to you.' },
    review_received: {
      subject: 'New review',
      text: '{{product}} received a new {{rating}}-star review.',
    },
    delivery_assigned: { subject: 'New delivery', text: 'New delivery for you: order {{order}}.' },
    return_accepted: {
      subject: 'Your return was accepted',
      text: 'The return of order {{order}} was accepted.',
    },
    return_refused: {
      subject: 'Your return was refused',
      text: 'The return of order {{order}} was refused.',
    },
    return_requested: {
      subject: 'Return requested',
      text: 'A buyer asks to return order {{order}}.',
    },
    return_pickup_assigned: {
      subject: 'Return to pick up',
      text: 'A return to pick up: order {{order}}.',
    },
  },
  om: {
    order_confirmed: {
      subject: "Ajajni kee mirkanaa'eera",
      text: "Ajajni {{order}} mirkanaa'eera.",
    },
    order_on_the_way: {
      subject: 'Ajajni kee karaa irra jira',
      text: 'Ajajni {{order}} karaa irra jira.',
    },
    order_delivered: {
      subject: "Ajajni kee ga'eera",
      text: "Ajajni {{order}} ga'eera. Galatoomi!",
    },
    order_cancelled: { subject: 'Ajajni kee haqameera', text: 'Ajajni {{order}} haqameera.' },
    order_refunded: {
      subject: "Maallaqni kee deebi'eera",
      text: "{{amount}} ETB ajaja {{order}} irraa siif deebi'eera.",
    },
    ticket_answered: {
      subject: 'Gaaffiin deeggarsaa kee deebii argateera',
      text: 'Gaaffiin deeggarsaa kee {{ticket}} deebii argateera.',
    },
    review_answered: {
      subject: 'Gurgurataan yaada keetiif deebii kenneera',
      text: '{{store}} yaada ati {{product}} irratti kenniteef deebii kenneera.',
    },
    order_new: { subject: 'Ajaja haaraa', text: 'Suuqii keetiif ajaja haaraa {{order}}.' },
    stock_low: { subject: 'Kuusaa xiqqaa', text: '{{product}}: {{stock}} qofatu hafe.' },
    product_approved: {
      subject: 'Oomishni kee raggaafameera',
      text: 'Oomishni kee {{product}} raggaafameera.',
    },
    product_rejected: {
      subject: 'Oomishni kee hin raggaafamne',
      text: 'Oomishni kee {{product}} hin raggaafamne. Sababa: {{reason}}',
    },
    payout_paid: { subject: 'Baafannaan kaffalameera', text: '{{amount}} ETB siif kaffalameera.' },
    review_received: {
      subject: 'Yaada haaraa',
      text: '{{product}} yaada haaraa urjii {{rating}} argateera.',
    },
    delivery_assigned: {
      subject: 'Geejjiba haaraa',
      text: 'Geejjiba haaraa siif: ajaja {{order}}.',
    },
    return_accepted: {
      subject: 'Deebiin kee fudhatameera',
      text: 'Deebiin ajaja {{order}} fudhatameera.',
    },
    return_refused: {
      subject: 'Deebiin kee didameera',
      text: 'Deebiin ajaja {{order}} didameera.',
    },
    return_requested: {
      subject: 'Deebiin gaafatame',
      text: 'Bitataan tokko ajaja {{order}} deebisuu gaafateera.',
    },
    return_pickup_assigned: {
      subject: 'Deebii fudhatamu',
      text: 'Deebii fudhatamu: ajaja {{order}}.',
    },
  },
  ti: {
    order_confirmed: { subject: 'ትእዛዝኩም ተረጋጊጹ', text: 'ትእዛዝ {{order}} ተረጋጊጹ።' },
    order_on_the_way: { subject: 'ትእዛዝኩም ኣብ መገዲ እዩ', text: 'ትእዛዝ {{order}} ኣብ መገዲ እዩ።' },
    order_delivered: { subject: 'ትእዛዝኩም በጺሑ', text: 'ትእዛዝ {{order}} በጺሑ። የቐንየልና!' },
    order_cancelled: { subject: 'ትእዛዝኩም ተሰሪዙ', text: 'ትእዛዝ {{order}} ተሰሪዙ።' },
    order_refunded: { subject: 'ገንዘብኩም ተመሊሱ', text: 'ንትእዛዝ {{order}} {{amount}} ብር ተመሊሱ።' },
    ticket_answered: { subject: 'ሕቶኹም መልሲ ረኺቡ', text: 'ሕቶ ሓገዝ {{ticket}} መልሲ ረኺቡ።' },
    review_answered: {
      subject: 'ሸያጢ ንርእይቶኹም መልሲ ሂቡ',
      text: '{{store}} ንርእይቶኹም ብዛዕባ {{product}} መልሲ ሂቡ።',
    },
    order_new: { subject: 'ሓድሽ ትእዛዝ', text: 'ሓድሽ ትእዛዝ {{order}} ንድኳንኩም መጺኡ።' },
    stock_low: { subject: 'መኽዘን ይውዳእ ኣሎ', text: '{{product}}፦ {{stock}} ጥራይ ተሪፉ።' },
    product_approved: { subject: 'ፍርያትኩም ጸዲቑ', text: 'ፍርያትኩም {{product}} ጸዲቑ።' },
    product_rejected: {
      subject: 'ፍርያትኩም ኣይጸደቐን',
      text: 'ፍርያትኩም {{product}} ኣይጸደቐን። ምኽንያት፦ {{reason}}',
    },
    payout_paid: { subject: 'ገንዘብ ተኸፊሉ', text: '{{amount}} ብር ተኸፊሉኩም።' },
    review_received: { subject: 'ሓድሽ ርእይቶ', text: '{{product}} ሓድሽ ርእይቶ ብ{{rating}} ኮኾብ ረኺቡ።' },
    delivery_assigned: { subject: 'ሓድሽ ምብጻሕ', text: 'ሓድሽ ምብጻሕ ንዓኹም፦ ትእዛዝ {{order}}።' },
    return_accepted: { subject: 'ምምላስኩም ተቐቢሉ', text: 'ምምላስ ትእዛዝ {{order}} ተቐቢሉ።' },
    return_refused: { subject: 'ምምላስኩም ተነጺጉ', text: 'ምምላስ ትእዛዝ {{order}} ተነጺጉ።' },
    return_requested: { subject: 'ሕቶ ምምላስ', text: 'ዓዳጊ ትእዛዝ {{order}} ክመልስ ሓቲቱ።' },
    return_pickup_assigned: { subject: 'ዝውሰድ ምምላስ', text: 'ዝውሰድ ምምላስ፦ ትእዛዝ {{order}}።' },
  },
}

const BRAND: Record<UiLanguage, string> = {
  am: 'ሰላም ገበያ፦',
  en: 'Selam Market:',
  om: 'Selam Market:',
  ti: 'ሰላም ገበያ፦',
}

const FOOTER: Record<UiLanguage, string> = {
  am: 'ምን ዓይነት ማሳወቂያዎች በየትኛው መንገድ እንደሚደርሱዎት በመገለጫዎ የማሳወቂያ ቅንብሮች ውስጥ መምረጥ ይችላሉ።',
  en: 'You choose which notices reach you, and how, in the notification settings of your profile.',
  om: "Hubachiisa kam akka siif ga'u fi karaa kamiin akka ga'u qindaa'ina hubachiisaa piroofaayilii kee keessatti filatta.",
  ti: 'ኣየኖት መፍለጥታት ብኸመይ ከም ዝበጽሑኹም ኣብ ቅጥዕታት መፍለጥታት ፕሮፋይልኩም ትመርጹ።',
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export type RenderedNotice = { subject: string | null; text: string; html: string | null }

/** A notice for one channel in the reader's language: one short line for SMS and Telegram; subject, text and HTML for email. */
export function renderNotice(
  event: NoticeEvent,
  channel: NoticeChannel,
  language: UiLanguage,
  values: Record<string, string | number>,
): RenderedNotice {
  const template = TEXTS[language][event]
  const line = fill(template.text, values)
  if (channel !== 'email') return { subject: null, text: `${BRAND[language]} ${line}`, html: null }
  const subject = `${fill(template.subject, values)} · ${language === 'am' || language === 'ti' ? 'ሰላም ገበያ' : 'Selam Market'}`
  return {
    subject,
    text: `${line}\n\n${FOOTER[language]}`,
    html:
      `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">` +
      `<p>${escapeHtml(line)}</p><p style="color:#666;font-size:13px">${escapeHtml(FOOTER[language])}</p>` +
      `</body></html>`,
  }
}
