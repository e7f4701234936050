import type { UiLanguage } from '#shared/constants.ts'

export type StatementFileKind = 'csv' | 'pdf'

/**
 * The address of a month's statement file. A download is a plain link (the browser saves what it
 * receives), so it names the interface language itself: a link cannot send Accept-Language.
 */
export function statementFileUrl(month: string, kind: StatementFileKind, language: UiLanguage) {
  return `/api/seller/statements/${encodeURIComponent(month)}.${kind}?lang=${language}`
}
