import { AlertCircle, CheckCircle2, Download, FileCheck2, Upload } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportPreview,
  type ImportResult,
} from '#shared/contracts/product-import.ts'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import type { UploadProgress } from '#client/lib/upload-with-progress.ts'
import { EXPORT_CSV_PATH, useApplyImport, usePreviewImport } from '../api/import-products.ts'

const MEGABYTE = 1024 * 1024

/**
 * Bulk listing: download the products as CSV, choose a file, see what each row would do and every
 * error before anything is written, then save the whole file at once (or nothing).
 */
export function ProductImportView() {
  const { t } = useTranslation('seller-products')
  const [file, setFile] = useState<File | null>(null)
  const [tooLarge, setTooLarge] = useState(false)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [result, setResult] = useState<ImportResult | null>(null)
  const check = usePreviewImport()
  const apply = useApplyImport({ onSuccess: setResult })
  const busy = check.isPending || apply.isPending
  const failure = check.error ?? apply.error

  function choose(next: File | null) {
    setFile(next)
    setPreview(null)
    setResult(null)
    setProgress(null)
    check.reset()
    apply.reset()
    setTooLarge(next !== null && next.size > IMPORT_MAX_BYTES)
  }

  function runCheck() {
    if (!file || tooLarge) return
    setProgress({ loaded: 0, total: file.size })
    check.mutate({ file, onProgress: setProgress }, { onSuccess: setPreview })
  }

  function runApply() {
    if (!file || !preview || preview.errors.length > 0) return
    setProgress({ loaded: 0, total: file.size })
    apply.mutate({ file, onProgress: setProgress })
  }

  return (
    <div className="grid gap-6">
      <Card className="grid gap-3 p-4">
        <h2 className="text-lg font-semibold">{t('import.exportTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('import.exportText')}</p>
        <div>
          <a href={EXPORT_CSV_PATH} download className={buttonClass({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            {t('import.exportButton')}
          </a>
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t('import.columnsTitle')}</summary>
          <p className="mt-2 text-muted-foreground">{t('import.columnsIntro')}</p>
          <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            {IMPORT_COLUMNS.map((column) => (
              <div key={column} className="contents">
                <dt className="font-mono text-xs font-semibold break-all">
                  {column}
                  {(IMPORT_REQUIRED_COLUMNS as readonly string[]).includes(column) ? ' *' : ''}
                </dt>
                <dd className="mb-1 text-muted-foreground">{t(`import.columns.${column}`)}</dd>
              </div>
            ))}
          </dl>
        </details>
      </Card>

      <Card className="grid gap-4 p-4">
        <h2 className="text-lg font-semibold">{t('import.uploadTitle')}</h2>
        <div className="grid gap-1.5">
          <Label htmlFor="import-file">{t('import.fileLabel')}</Label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="import-file-hint"
            className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-surface file:px-3 file:py-2 file:font-medium"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          <p id="import-file-hint" className="text-sm text-muted-foreground">
            {t('import.fileHint', { mb: IMPORT_MAX_BYTES / MEGABYTE, rows: IMPORT_MAX_ROWS })}
          </p>
          {tooLarge ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t('productImport.fileTooLarge', {
                ns: 'messages',
                max: IMPORT_MAX_BYTES / MEGABYTE,
              })}
            </p>
          ) : null}
        </div>
        <div>
          <Button onClick={runCheck} disabled={!file || tooLarge || busy}>
            <FileCheck2 aria-hidden="true" />
            {check.isPending ? t('import.checking') : t('import.check')}
          </Button>
        </div>
        {busy && progress ? <ImportProgress progress={progress} /> : null}
        {failure ? (
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {errorMessage(failure, t('import.failed'))}
          </p>
        ) : null}
      </Card>

      {preview && !result ? (
        <PreviewCard preview={preview} applying={apply.isPending} onApply={runApply} />
      ) : null}

      {result ? (
        <Card role="status" className="grid gap-3 border-primary p-4">
          <p className="flex items-center gap-2 font-semibold">
            <CheckCircle2 aria-hidden="true" className="size-5 text-primary" />
            {t('import.done', { created: result.created, updated: result.updated })}
          </p>
          <p className="text-sm text-muted-foreground">{t('import.doneReview')}</p>
          <div>
            <Link href="/dashboard?tab=inventory" className={buttonClass()}>
              {t('import.toInventory')}
            </Link>
          </div>
        </Card>
      ) : null}
    </div>
  )
}

/** How much of the file has been sent; then, honestly, that the server is reading it. */
function ImportProgress({ progress }: { progress: UploadProgress }) {
  const { t } = useTranslation('seller-products')
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0
  const sent = progress.total > 0 && progress.loaded >= progress.total
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="import-progress">{t('import.uploading', { percent })}</Label>
      <progress
        id="import-progress"
        className="h-2 w-full accent-primary"
        max={progress.total || 1}
        value={progress.loaded}
      />
      {sent ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('import.serverReading')}
        </p>
      ) : null}
    </div>
  )
}

function PreviewCard({
  preview,
  applying,
  onApply,
}: {
  preview: ImportPreview
  applying: boolean
  onApply: () => void
}) {
  const { t } = useTranslation('seller-products')
  const errorRows = new Set(preview.errors.map((error) => error.row)).size
  return (
    <Card className="grid gap-4 p-4">
      <h2 className="text-lg font-semibold">{t('import.previewTitle')}</h2>
      <p role="status">
        {t('import.summary', {
          count: preview.totalRows,
          creates: preview.creates,
          updates: preview.updates,
        })}
      </p>
      {preview.errors.length > 0 ? (
        <div className="grid gap-2" role="alert">
          <p className="font-semibold text-destructive">
            {t('import.errorsTitle', { count: errorRows })}
          </p>
          <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-md border border-border p-2 text-sm">
            {preview.errors.map((error, index) => (
              <li key={index}>
                {error.column
                  ? t('import.errorAt', { row: error.row, column: error.column })
                  : t('import.errorAtRow', { row: error.row })}{' '}
                {error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm font-medium text-primary">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('import.noErrors')}
        </p>
      )}
      <div className="max-h-96 overflow-auto rounded-md border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('import.rowsCaption')}</caption>
          <thead className="sticky top-0 bg-muted text-start">
            <tr>
              <th scope="col" className="p-2 text-start">
                {t('import.row')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('import.product')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('import.action')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr
                key={row.row}
                className={row.errors.length > 0 ? 'bg-destructive-soft' : undefined}
              >
                <td className="p-2 tabular-nums">{row.row}</td>
                <td className="p-2 break-words">
                  {row.name || row.handle}
                  {row.variantLabel ? (
                    <span className="block text-xs text-muted-foreground">{row.variantLabel}</span>
                  ) : null}
                </td>
                <td className="p-2">
                  {row.errors.length > 0
                    ? t('import.rowHasErrors', { count: row.errors.length })
                    : t(`import.actions.${row.action}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button onClick={onApply} disabled={applying || preview.errors.length > 0}>
          <Upload aria-hidden="true" />
          {applying
            ? t('import.applying')
            : t('import.apply', { count: preview.creates + preview.updates })}
        </Button>
      </div>
    </Card>
  )
}
