import { chunkClosure, startKeys, type BuildManifest } from '#shared/build-manifest.ts'
import { dateLocale, defaultCalendar, MARKET_TIME_ZONE } from '#shared/dates.ts'
import { moneyLocale } from '#shared/money.ts'
import { scriptJson } from './html.ts'

// The HTML document around a page: the built index.html cut at its markers, with the page's
// language, <head> tags, rendered content and bootstrap data put in. Pure functions, so the
// escaping rules are tested on their own.

export const HEAD_MARKER = '<!--app-head-->'
export const ROOT_MARKER = '<!--app-html-->'
export const BOOTSTRAP_MARKER = '<!--app-bootstrap-->'

export type PageTemplate = {
  /** Up to the <head> marker (the `lang` attribute is set per page). */
  beforeHead: string
  /** From the <head> marker to the inside of #root. */
  beforeRoot: string
  /** From the end of #root's content to the bootstrap marker. */
  beforeBootstrap: string
  /** The rest of the document. */
  end: string
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/** The app's scripts as Vite writes them into index.html: the entry and its module preloads. */
export type AppScripts = { entry: string; preloads: string[] }

/**
 * Takes the entry script and its module preloads out of the document head. A server-rendered page
 * paints without them, so they load after its first paint (`deferredScriptsLoader`) and do not
 * compete with the stylesheet, the font and the main photo on a slow connection.
 */
export function withoutAppScripts(html: string): { html: string; scripts: AppScripts } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  if (!entry) return { html, scripts: { entry: '', preloads: [] } }
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    scripts: { entry, preloads },
  }
}

/** Module preloads the loader adds per task: each one costs the main thread a little on a slow phone. */
const PRELOADS_PER_TASK = 6

/**
 * An inline script (allowed by the response's nonce) that, once the page has painted, starts the
 * app's entry, which hydrates the page, and preloads the page's modules a few per task, so that no
 * one task keeps a slow phone's main thread busy.
 */
export function deferredScriptsLoader(scripts: AppScripts, nonce: string): string {
  const data = scriptJson({ entry: scripts.entry, preloads: scripts.preloads })
  return (
    `<script nonce="${nonce}">(function(d){var h=document.head;function add(l){l.crossOrigin='';h.appendChild(l)}` +
    `function preload(i){d.preloads.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(u){` +
    `var l=document.createElement('link');l.rel='modulepreload';l.href=u;add(l)});` +
    `if(i+${PRELOADS_PER_TASK}<d.preloads.length)setTimeout(function(){preload(i+${PRELOADS_PER_TASK})},0)}` +
    `function load(){var s=document.createElement('script');s.type='module';s.src=d.entry;add(s);` +
    `setTimeout(function(){preload(0)},0)}` +
    `requestAnimationFrame(function(){setTimeout(load,0)})})(${data})</script>`
  )
}

/**
 * An inline script for the top of <head>, before the stylesheet: it builds an amount, a date and
 * a plural formatter of the page's language once, so the browser loads its number, date and
 * plural data (the first `Intl` object a page makes costs 40-70 ms of a desktop's CPU, four times
 * that on a cheap phone) while it waits for the stylesheet, before the first paint, instead of in
 * a task after it that would keep a tap waiting. What the app formats later finds the data loaded.
 */
export function formattingWarmUp(
  nonce: string,
  { language, currency }: { language: string; currency: string },
): string {
  const calendar = defaultCalendar(language) === 'ethiopic' ? 'ethiopic' : 'gregory'
  const data = scriptJson({
    money: moneyLocale(language),
    currency,
    date: dateLocale(language),
    calendar,
    zone: MARKET_TIME_ZONE,
    language,
  })
  return (
    `<script nonce="${nonce}">(function(d){try{` +
    `new Intl.NumberFormat(d.money,{style:'currency',currency:d.currency}).format(0);` +
    `new Intl.DateTimeFormat(d.date,{calendar:d.calendar,timeZone:d.zone,month:'long'}).format(0);` +
    `new Intl.PluralRules(d.language).select(1)}catch(e){}})(${data})</script>`
  )
}

export function parseTemplate(html: string): PageTemplate {
  const head = html.indexOf(HEAD_MARKER)
  const root = html.indexOf(ROOT_MARKER)
  const bootstrap = html.indexOf(BOOTSTRAP_MARKER)
  if (head < 0 || root < head || bootstrap < root) {
    throw new Error(
      'index.html lacks the <!--app-head-->, <!--app-html--> and <!--app-bootstrap--> markers',
    )
  }
  return {
    beforeHead: html.slice(0, head),
    beforeRoot: html.slice(head + HEAD_MARKER.length, root),
    beforeBootstrap: html.slice(root + ROOT_MARKER.length, bootstrap),
    end: html.slice(bootstrap + BOOTSTRAP_MARKER.length),
  }
}

/** The opening of the document in `language`, up to where the page's head tags go. */
export function documentStart(template: PageTemplate, language: string): string {
  return template.beforeHead.replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
}

export function bootstrapScript(elementId: string, value: unknown): string {
  return `<script id="${elementId}" type="application/json">${scriptJson(value)}</script>`
}

/**
 * The chunks of the app's start that the entry imports dynamically, one step at a time
 * (src/client/main.tsx), with their own imports: every page needs them, so they are preloaded with
 * the entry rather than fetched one step after another.
 */
export function startChunks(manifest: BuildManifest): string[] {
  return [...chunkClosure(manifest, startKeys(manifest))]
    .filter((key) => !manifest[key]!.isEntry)
    .map((key) => `/${manifest[key]!.file}`)
}

/**
 * The chunks a page's own module needs that the app's start does not load already (its chunk and
 * imports), so they load beside the entry rather than after it; stylesheets they bring.
 */
export function pageChunks(
  manifest: BuildManifest,
  source: string,
): { modules: string[]; styles: string[] } {
  const loadedByStart = chunkClosure(manifest, startKeys(manifest))
  const modules: string[] = []
  const styles: string[] = []
  for (const key of chunkClosure(manifest, [source])) {
    if (loadedByStart.has(key)) continue
    const chunk = manifest[key]!
    modules.push(`/${chunk.file}`)
    styles.push(...(chunk.css ?? []).map((css) => `/${css}`))
  }
  return { modules, styles }
}
