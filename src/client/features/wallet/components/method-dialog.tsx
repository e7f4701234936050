import { zodResolver } from '@hookform/resolvers/zod'
import { Dialog } from 'radix-ui'
import { useEffect } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  payoutMethodInput,
  walletMethodTypes,
  walletProviders,
  type PayoutMethodInput,
  type WalletMethodType,
} from '#shared/contracts/wallet.ts'
import { Button } from '#client/components/ui/button.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useAddPaymentMethod } from '../api/add-payment-method.ts'
import { useAddPayoutMethod } from '../api/add-payout-method.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

type FormValues = {
  type: WalletMethodType
  provider: string
  accountNumber: string
  accountHolderName: string
  bankName: string
  branchCode: string
  branchName: string
  swiftCode: string
  iban: string
}

const emptyForm = (): FormValues => ({
  type: 'mobile_wallet',
  provider: '',
  accountNumber: '',
  accountHolderName: '',
  bankName: '',
  branchCode: '',
  branchName: '',
  swiftCode: '',
  iban: '',
})

// The payout contract is the wider one; its extra fields are simply left out of a payment method.
const resolver = zodResolver(payoutMethodInput) as unknown as Resolver<FormValues>

/** Adds a payment method (buyers) or a payout method (sellers): type first, then its providers. */
export function MethodDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: 'payment' | 'payout'
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('wallet')
  const form = useForm<FormValues>({ resolver, defaultValues: emptyForm() })
  const { errors } = form.formState
  const type = useWatch({ control: form.control, name: 'type' })

  useEffect(() => {
    if (open) form.reset(emptyForm())
  }, [open, form])

  const onError = (error: Error) => {
    applyFieldErrors(form, error, Object.keys(emptyForm()))
    toast.error(t('toast.failed'), { description: errorMessage(error, t('toast.failed')) })
  }
  const onSuccess = () => {
    toast.success(t('toast.added'))
    onOpenChange(false)
  }
  const addPayment = useAddPaymentMethod({ onSuccess, onError })
  const addPayout = useAddPayoutMethod({ onSuccess, onError })
  const saving = addPayment.isPending || addPayout.isPending

  const submit = form.handleSubmit((values) => {
    const isBank = values.type === 'bank_account'
    const common = {
      type: values.type,
      provider: values.provider,
      accountNumber: values.accountNumber,
      accountHolderName: values.accountHolderName,
      bankName: isBank ? values.bankName : null,
    }
    if (kind === 'payment') {
      addPayment.mutate({ ...common, branchCode: isBank ? values.branchCode : null })
    } else {
      const payout: PayoutMethodInput = {
        ...common,
        branchName: isBank ? values.branchName : null,
        // SWIFT and IBAN belong to bank accounts only (the server refuses them for wallets and cards).
        swiftCode: isBank ? values.swiftCode || null : null,
        iban: isBank ? values.iban || null : null,
      }
      addPayout.mutate(payout)
    }
  })

  const typeField = form.register('type', {
    onChange: () => form.setValue('provider', ''),
  })
  const isCard = type === 'credit_card'

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent
        title={kind === 'payment' ? t('dialog.addTitle') : t('dialog.addPayoutTitle')}
        description={t('dialog.description')}
        closeLabel={t('dialog.close')}
        width="lg"
      >
        <form noValidate className="mt-4 grid gap-4" onSubmit={(event) => void submit(event)}>
          <FormField
            id="method-type"
            label={t('fields.type')}
            error={errors.type?.message}
            required
          >
            {(control) => (
              <Select {...control} {...typeField}>
                {walletMethodTypes.map((value) => (
                  <option key={value} value={value}>
                    {t(`types.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id="method-provider"
            label={t('fields.provider')}
            error={errors.provider?.message}
            required
          >
            {(control) => (
              <Select {...control} {...form.register('provider')}>
                <option value="">{t('fields.chooseProvider')}</option>
                {walletProviders[type].map((value) => (
                  <option key={value} value={value}>
                    {t(`providers.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id="method-account-number"
            label={isCard ? t('fields.cardLastFour') : t('fields.accountNumber')}
            hint={isCard ? t('fields.cardHint') : undefined}
            error={errors.accountNumber?.message}
            required
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                maxLength={isCard ? 4 : 40}
                {...form.register('accountNumber')}
              />
            )}
          </FormField>
          <FormField
            id="method-holder"
            label={t('fields.accountHolderName')}
            error={errors.accountHolderName?.message}
            required
          >
            {(control) => (
              <Input {...control} autoComplete="name" {...form.register('accountHolderName')} />
            )}
          </FormField>
          {type === 'bank_account' ? (
            <>
              <FormField
                id="method-bank-name"
                label={t('fields.bankName')}
                error={errors.bankName?.message}
                required
              >
                {(control) => <Input {...control} {...form.register('bankName')} />}
              </FormField>
              {kind === 'payment' ? (
                <FormField
                  id="method-branch-code"
                  label={t('fields.branchCode')}
                  error={errors.branchCode?.message}
                >
                  {(control) => <Input {...control} {...form.register('branchCode')} />}
                </FormField>
              ) : (
                <FormField
                  id="method-branch-name"
                  label={t('fields.branchName')}
                  error={errors.branchName?.message}
                >
                  {(control) => <Input {...control} {...form.register('branchName')} />}
                </FormField>
              )}
            </>
          ) : null}
          {kind === 'payout' && type === 'bank_account' ? (
            <>
              <FormField
                id="method-swift"
                label={t('fields.swiftCode')}
                error={errors.swiftCode?.message}
              >
                {(control) => <Input {...control} {...form.register('swiftCode')} />}
              </FormField>
              <FormField id="method-iban" label={t('fields.iban')} error={errors.iban?.message}>
                {(control) => <Input {...control} {...form.register('iban')} />}
              </FormField>
            </>
          ) : null}
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">{t('dialog.cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" disabled={saving}>
              {saving ? t('dialog.saving') : t('dialog.save')}
            </Button>
          </div>
        </form>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
