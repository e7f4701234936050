import { zodResolver } from '@hookform/resolvers/zod'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useForm, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { tierUpdate, type AdminTier } from '#shared/contracts/admin-settings.ts'
import { tierName } from '#shared/tier-name.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useAdminTiers } from '../api/get-tiers.ts'
import { useUpdateTier } from '../api/update-tier.ts'
import { FormCheckbox } from './form-checkbox.tsx'
import { TableSection } from './table-section.tsx'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

/** "0.0650" → "6.5 %", exactly (no float arithmetic on the stored text). */
function percent(rate: string) {
  const [whole = '0', fraction = ''] = rate.split('.')
  const padded = fraction.padEnd(4, '0')
  const value = `${Number(whole) * 100 + Number(padded.slice(0, 2))}.${padded.slice(2)}`
  return `${value.replace(/\.?0+$/, '')} %`
}

export function TiersSection() {
  const { t, i18n } = useTranslation('admin-settings')
  const tiers = useAdminTiers()
  const [editing, setEditing] = useState<AdminTier | null>(null)

  return (
    <>
      <TableSection
        id="settings-tiers"
        title={t('tiers.title')}
        description={t('tiers.description')}
        query={tiers}
        emptyTitle={t('tiers.empty')}
        columns={[
          { header: t('tiers.level'), cell: (row) => row.level },
          {
            header: t('tiers.name'),
            cell: (row) => (
              <>
                <span className="inline-flex items-center gap-2 font-medium">
                  <span
                    aria-hidden="true"
                    className="size-3 rounded-full"
                    style={{ backgroundColor: row.badgeColor }}
                  />
                  {tierName(row, i18n.language)}
                </span>
                {!row.isActive ? (
                  <Badge variant="secondary" className="ms-2">
                    {t('common.inactive')}
                  </Badge>
                ) : null}
              </>
            ),
          },
          { header: t('tiers.commissionRate'), cell: (row) => percent(row.commissionRate) },
          {
            header: t('tiers.minimumMonthlySales'),
            cell: (row) => `${row.minimumMonthlySales} ETB`,
          },
          { header: t('tiers.minimumRating'), cell: (row) => row.minimumRating },
          { header: t('tiers.sellers'), cell: (row) => row.sellerCount },
        ]}
        actions={(row) => (
          <Button
            size="sm"
            variant="outline"
            aria-label={`${t('common.edit')}: ${tierName(row, i18n.language)}`}
            onClick={() => setEditing(row)}
          >
            {t('common.edit')}
          </Button>
        )}
      />
      <Dialog.Root open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? <TierDialog tier={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog.Root>
    </>
  )
}

type Values = z.input<typeof tierUpdate>

const TEXT_FIELDS = [
  'commissionRate',
  'minimumMonthlySales',
  'minimumTotalSales',
  'minimumRating',
] as const
const COUNT_FIELDS = [
  'minimumReviews',
  'minimumActiveProducts',
  'featuredListingAllowance',
] as const
const PERKS = ['prioritySupport', 'analyticsAccess', 'bulkUploadAccess', 'isActive'] as const
/** What the tier gives, in each language: sellers read theirs on the tier card. */
const DESCRIPTIONS = [
  ['description', 'en'],
  ['descriptionAmharic', 'am'],
  ['descriptionOm', 'om'],
  ['descriptionTi', 'ti'],
] as const

function TierDialog({ tier, onDone }: { tier: AdminTier; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin-settings')
  const name = tierName(tier, i18n.language)
  const form = useForm<Values, unknown, z.output<typeof tierUpdate>>({
    resolver: zodResolver(tierUpdate),
    defaultValues: {
      name: tier.name,
      nameAmharic: tier.nameAmharic ?? '',
      nameOm: tier.nameOm ?? '',
      nameTi: tier.nameTi ?? '',
      description: tier.description ?? '',
      descriptionAmharic: tier.descriptionAmharic ?? '',
      descriptionOm: tier.descriptionOm ?? '',
      descriptionTi: tier.descriptionTi ?? '',
      commissionRate: tier.commissionRate,
      minimumMonthlySales: tier.minimumMonthlySales,
      minimumTotalSales: tier.minimumTotalSales,
      minimumRating: tier.minimumRating,
      minimumReviews: tier.minimumReviews,
      minimumActiveProducts: tier.minimumActiveProducts,
      featuredListingAllowance: tier.featuredListingAllowance,
      freeShippingThreshold: tier.freeShippingThreshold,
      prioritySupport: tier.prioritySupport,
      analyticsAccess: tier.analyticsAccess,
      bulkUploadAccess: tier.bulkUploadAccess,
      badgeColor: tier.badgeColor,
      isActive: tier.isActive,
    },
  })
  const { errors } = form.formState
  const update = useUpdateTier({
    onSuccess: (saved) => {
      toast.success(t('toast.saved'), { description: tierName(saved, i18n.language) })
      onDone()
    },
    onError: (error) => {
      applyFieldErrors(form, error)
      toast.error(t('toast.errorTitle'), {
        description: errorMessage(error, t('toast.saveFailed')),
      })
    },
  })
  const fieldError = (name: Path<Values>) =>
    (errors as Record<string, { message?: string } | undefined>)[name]?.message

  return (
    <SheetDialogContent
      title={t('tiers.editTitle', { name })}
      description={t('tiers.dialogDescription')}
      closeLabel={t('common.close')}
    >
      <form
        noValidate
        className="mt-4 grid gap-3"
        onSubmit={form.handleSubmit((values) => update.mutate({ id: tier.id, changes: values }))}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="tier-name" label={t('tiers.name')} required error={fieldError('name')}>
            {(control) => <Input {...control} {...form.register('name')} />}
          </FormField>
          <FormField
            id="tier-name-am"
            label={t('tiers.nameAmharic')}
            error={fieldError('nameAmharic')}
          >
            {(control) => <Input {...control} lang="am" {...form.register('nameAmharic')} />}
          </FormField>
          <FormField id="tier-name-om" label={t('tiers.nameOm')} error={fieldError('nameOm')}>
            {(control) => <Input {...control} lang="om" {...form.register('nameOm')} />}
          </FormField>
          <FormField id="tier-name-ti" label={t('tiers.nameTi')} error={fieldError('nameTi')}>
            {(control) => <Input {...control} lang="ti" {...form.register('nameTi')} />}
          </FormField>
          {TEXT_FIELDS.map((name) => (
            <FormField
              key={name}
              id={`tier-${name}`}
              label={t(`tiers.${name}`)}
              hint={name === 'commissionRate' ? t('tiers.commissionHint') : undefined}
              required
              error={fieldError(name)}
            >
              {(control) => <Input {...control} inputMode="decimal" {...form.register(name)} />}
            </FormField>
          ))}
          {COUNT_FIELDS.map((name) => (
            <FormField
              key={name}
              id={`tier-${name}`}
              label={t(`tiers.${name}`)}
              error={fieldError(name)}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={0}
                  step={1}
                  {...form.register(name, { valueAsNumber: true })}
                />
              )}
            </FormField>
          ))}
          <FormField
            id="tier-freeShippingThreshold"
            label={t('tiers.freeShippingThreshold')}
            hint={t('tiers.freeShippingHint')}
            error={fieldError('freeShippingThreshold')}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                {...form.register('freeShippingThreshold', {
                  setValueAs: (value: string | null) =>
                    value === '' || value === null ? null : value,
                })}
              />
            )}
          </FormField>
          <FormField
            id="tier-badgeColor"
            label={t('tiers.badgeColor')}
            error={fieldError('badgeColor')}
          >
            {(control) => <Input {...control} {...form.register('badgeColor')} />}
          </FormField>
        </div>
        {DESCRIPTIONS.map(([field, lang]) => (
          <FormField
            key={field}
            id={`tier-${field}`}
            label={t(field === 'description' ? 'tiers.descriptionLabel' : `tiers.${field}`)}
            error={fieldError(field)}
          >
            {(control) => <Textarea {...control} rows={2} lang={lang} {...form.register(field)} />}
          </FormField>
        ))}
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('tiers.perks')}</legend>
          {PERKS.map((name) => (
            <FormCheckbox
              key={name}
              control={form.control}
              name={name}
              id={`tier-${name}`}
              label={t(`tiers.${name}`)}
            />
          ))}
        </fieldset>
        <div className="flex justify-end gap-2 pt-2">
          <Dialog.Close asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </Dialog.Close>
          <Button type="submit" disabled={update.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </SheetDialogContent>
  )
}
