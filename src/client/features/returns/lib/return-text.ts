import type { TFunction } from 'i18next'

/** "3 days" in the reader's language (plural forms from the `returns` namespace). */
export const daysText = (t: TFunction<'returns'>, count: number) => t('days', { count })
