import { useTranslation } from 'react-i18next'
import { setDataSaver, useDataSaver } from '#client/lib/data-saver.ts'

/** The footer switch for data saver (small photos only); on by itself when the browser asks. */
export function DataSaverSwitch() {
  const { t } = useTranslation('common')
  const on = useDataSaver()
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => setDataSaver(event.target.checked)}
        aria-describedby="data-saver-hint"
        className="mt-0.5 size-5 shrink-0 accent-[#fcd116]"
      />
      <span>
        <span className="font-semibold text-white">{t('footer.dataSaver')}</span>
        <span id="data-saver-hint" className="block">
          {t('footer.dataSaverHint')}
        </span>
      </span>
    </label>
  )
}
