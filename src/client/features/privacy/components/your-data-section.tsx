import { Download, Trash2 } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { ApiRequestError, errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useDeleteAccount } from '../api/delete-account.ts'
import { useDownloadMyData } from '../api/export-data.ts'

/**
 * "Your data" on the profile page: download everything the site holds about the user, or delete
 * the account after typing the password again (Proclamation 1321/2024, GDPR).
 */
export function YourDataSection() {
  const { t } = useTranslation('privacy')
  const download = useDownloadMyData({
    onSuccess: () => toast.success(t('download.done')),
    onError: (error) =>
      toast.error(t('download.failed'), { description: errorMessage(error, t('tryAgain')) }),
  })

  return (
    <section aria-labelledby="your-data-title">
      <Card className="grid gap-4 p-6">
        <div className="grid gap-1">
          <h2 id="your-data-title" className="text-xl font-bold">
            {t('title')}
          </h2>
          <p className="text-muted-foreground">
            {t('intro')}{' '}
            <Link href="/privacy" className="text-primary underline-offset-4 hover:underline">
              {t('policyLink')}
            </Link>
          </p>
        </div>
        <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
          <p className="text-sm">{t('download.text')}</p>
          <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
            <Download aria-hidden="true" />
            {download.isPending ? t('download.preparing') : t('download.action')}
          </Button>
        </div>
        <div className="grid gap-2 border-t border-border pt-4 sm:grid-cols-[1fr_auto] sm:items-center">
          <p className="text-sm">{t('delete.text')}</p>
          <DeleteAccountDialog />
        </div>
      </Card>
    </section>
  )
}

function DeleteAccountDialog() {
  const { t } = useTranslation('privacy')
  const [, navigate] = useLocation()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const remove = useDeleteAccount({
    onSuccess: () => {
      setOpen(false)
      toast.success(t('delete.doneTitle'), { description: t('delete.doneText') })
      navigate('/')
    },
    onError: (error) => {
      const field = error instanceof ApiRequestError ? error.fieldErrors.password : undefined
      if (field) {
        setPasswordError(field)
        setRefusal(undefined)
      } else {
        setPasswordError(undefined)
        setRefusal(errorMessage(error, t('tryAgain')))
      }
    },
  })

  const reset = (next: boolean) => {
    setOpen(next)
    if (!next) {
      setPassword('')
      setPasswordError(undefined)
      setRefusal(undefined)
      remove.reset()
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t('delete.action')}
        </Button>
      </Dialog.Trigger>
      <SheetDialogContent
        title={t('delete.dialogTitle')}
        description={t('delete.dialogText')}
        closeLabel={t('close')}
        width="xl"
      >
        <div className="mt-4 grid gap-4">
          <section aria-labelledby="erased-title" className="grid gap-1">
            <h3 id="erased-title" className="font-semibold">
              {t('delete.erasedTitle')}
            </h3>
            <ul className="grid list-disc gap-1 ps-6 text-sm">
              {(t('delete.erased', { returnObjects: true }) as string[]).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="kept-title" className="grid gap-1">
            <h3 id="kept-title" className="font-semibold">
              {t('delete.keptTitle')}
            </h3>
            <ul className="grid list-disc gap-1 ps-6 text-sm">
              {(t('delete.kept', { returnObjects: true }) as string[]).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <p className="text-sm text-muted-foreground">{t('delete.downloadFirst')}</p>
          <form
            noValidate
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault()
              if (!password) {
                setPasswordError('validation.passwordRequired')
                return
              }
              setPasswordError(undefined)
              setRefusal(undefined)
              remove.mutate({ password })
            }}
          >
            <FormField
              id="delete-account-password"
              label={t('delete.password')}
              error={passwordError}
              required
            >
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
            {refusal ? (
              <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
                {refusal}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="outline">{t('delete.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
              </Button>
            </div>
          </form>
        </div>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
