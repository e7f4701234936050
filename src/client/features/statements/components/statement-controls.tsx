import { Download, Printer } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { StatementMonths } from '#shared/contracts/statements.ts'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { isUiLanguage } from '#client/lib/i18n.ts'
import { useDates } from '#client/lib/dates.ts'
import { statementFileUrl } from '../api/statement-files.ts'

/** The month picker and what can be done with the month's statement: download it or print it. */
export function StatementControls({
  months,
  month,
  onMonthChange,
}: {
  months: StatementMonths
  month: string
  onMonthChange: (month: string) => void
}) {
  const { t, i18n } = useTranslation('statements')
  const dates = useDates()
  const pickerId = useId()
  const language = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'am'
  const label = (value: string) =>
    value === months.currentMonth
      ? t('currentMonth', { month: dates.month(value) })
      : dates.month(value)
  return (
    <div data-print-hidden className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-0 gap-1">
        <label htmlFor={pickerId} className="text-sm font-medium">
          {t('month')}
        </label>
        <Select
          id={pickerId}
          value={month}
          onChange={(event) => onMonthChange(event.target.value)}
          className="min-w-48"
        >
          {/* A month typed into the address may have no activity; it is still a statement. */}
          {(months.months.includes(month) ? months.months : [month, ...months.months]).map(
            (value) => (
              <option key={value} value={value}>
                {label(value)}
              </option>
            ),
          )}
        </Select>
      </div>
      <a
        href={statementFileUrl(month, 'csv', language)}
        download
        className={buttonClass({ variant: 'outline' })}
      >
        <Download aria-hidden="true" />
        {t('downloadCsv')}
      </a>
      <a
        href={statementFileUrl(month, 'pdf', language)}
        download
        className={buttonClass({ variant: 'outline' })}
      >
        <Download aria-hidden="true" />
        {t('downloadPdf')}
      </a>
      <Button variant="ghost" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {t('print')}
      </Button>
    </div>
  )
}
