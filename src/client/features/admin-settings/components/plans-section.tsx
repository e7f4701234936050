import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useForm, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  billingIntervals,
  membershipInput,
  planInput,
  type AdminMembership,
  type AdminPlan,
} from '#shared/contracts/admin-settings.ts'
import { localizedName, type LocalizedNames } from '#shared/language.ts'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useCreateMembership } from '../api/create-membership.ts'
import { useCreatePlan } from '../api/create-plan.ts'
import { useAdminMemberships } from '../api/get-memberships.ts'
import { useAdminPlans } from '../api/get-plans.ts'
import { useUpdateMembership } from '../api/update-membership.ts'
import { useUpdatePlan } from '../api/update-plan.ts'
import { FormCheckbox } from './form-checkbox.tsx'
import { RowActions, StatusBadge, TableSection } from './table-section.tsx'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

/** One list item per line, blank lines dropped. */
const lines = z.string().transform((text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
)
const optionalCount = (value: string | number | null) =>
  value === '' || value === null || Number.isNaN(value) ? null : Number(value)

const planForm = planInput.extend({ features: lines })
const membershipForm = membershipInput.extend({ benefits: lines })
type PlanValues = z.input<typeof planForm>
type MembershipValues = z.input<typeof membershipForm>

export function PlansSection() {
  const { t, i18n } = useTranslation('admin-settings')
  const named = (row: LocalizedNames) => localizedName(row, i18n.resolvedLanguage)
  const plans = useAdminPlans()
  const memberships = useAdminMemberships()
  const [plan, setPlan] = useState<AdminPlan | 'new' | null>(null)
  const [membership, setMembership] = useState<AdminMembership | 'new' | null>(null)
  const failed = (error: Error) =>
    toast.error(t('toast.errorTitle'), { description: errorMessage(error, t('toast.saveFailed')) })
  const toggled = (saved: LocalizedNames & { isActive: boolean }) =>
    toast.success(saved.isActive ? t('toast.activated') : t('toast.deactivated'), {
      description: named(saved),
    })
  const togglePlan = useUpdatePlan({ onSuccess: toggled, onError: failed })
  const toggleMembership = useUpdateMembership({ onSuccess: toggled, onError: failed })

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <TableSection
        id="settings-plans"
        title={t('plans.title')}
        description={t('plans.description')}
        query={plans}
        emptyTitle={t('plans.empty')}
        action={
          <Button onClick={() => setPlan('new')}>
            <Plus aria-hidden="true" />
            {t('plans.add')}
          </Button>
        }
        columns={[
          { header: t('plans.name'), cell: named, className: 'font-medium' },
          {
            header: t('plans.price'),
            cell: (row) =>
              `${row.price} ${row.currency} / ${t(`plans.intervals.${row.billingInterval}`)}`,
          },
          {
            header: t('plans.maxProducts'),
            cell: (row) => row.maxProducts ?? t('plans.unlimited'),
          },
          { header: t('plans.subscribers'), cell: (row) => row.subscriberCount },
          { header: t('common.status'), cell: (row) => <StatusBadge active={row.isActive} /> },
        ]}
        actions={(row) => (
          <RowActions
            name={named(row)}
            active={row.isActive}
            busy={togglePlan.isPending}
            onEdit={() => setPlan(row)}
            onToggle={() => togglePlan.mutate({ id: row.id, changes: { isActive: !row.isActive } })}
          />
        )}
      />

      <TableSection
        id="settings-memberships"
        title={t('memberships.title')}
        description={t('memberships.description')}
        query={memberships}
        emptyTitle={t('memberships.empty')}
        action={
          <Button onClick={() => setMembership('new')}>
            <Plus aria-hidden="true" />
            {t('memberships.add')}
          </Button>
        }
        columns={[
          { header: t('memberships.name'), cell: named, className: 'font-medium' },
          {
            header: t('memberships.monthlyFee'),
            cell: (row) => `${row.monthlyFee} ${row.currency}`,
          },
          {
            header: t('memberships.cashbackPercentage'),
            cell: (row) => `${row.cashbackPercentage} %`,
          },
          { header: t('memberships.members'), cell: (row) => row.memberCount },
          { header: t('common.status'), cell: (row) => <StatusBadge active={row.isActive} /> },
        ]}
        actions={(row) => (
          <RowActions
            name={named(row)}
            active={row.isActive}
            busy={toggleMembership.isPending}
            onEdit={() => setMembership(row)}
            onToggle={() =>
              toggleMembership.mutate({ id: row.id, changes: { isActive: !row.isActive } })
            }
          />
        )}
      />

      <Dialog.Root open={plan !== null} onOpenChange={(open) => !open && setPlan(null)}>
        {plan !== null ? (
          <PlanDialog plan={plan === 'new' ? undefined : plan} onDone={() => setPlan(null)} />
        ) : null}
      </Dialog.Root>
      <Dialog.Root open={membership !== null} onOpenChange={(open) => !open && setMembership(null)}>
        {membership !== null ? (
          <MembershipDialog
            membership={membership === 'new' ? undefined : membership}
            onDone={() => setMembership(null)}
          />
        ) : null}
      </Dialog.Root>
    </div>
  )
}

function DialogButtons({ saving }: { saving: boolean }) {
  const { t } = useTranslation('admin-settings')
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Dialog.Close asChild>
        <Button variant="outline">{t('common.cancel')}</Button>
      </Dialog.Close>
      <Button type="submit" disabled={saving}>
        {t('common.save')}
      </Button>
    </div>
  )
}

const PLAN_FLAGS = [
  'analytics',
  'prioritySupport',
  'promotedListings',
  'internationalShipping',
  'bulkProductUpload',
  'isActive',
] as const

function PlanDialog({ plan, onDone }: { plan?: AdminPlan; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin-settings')
  const form = useForm<PlanValues, unknown, z.output<typeof planForm>>({
    resolver: zodResolver(planForm),
    defaultValues: {
      name: plan?.name ?? '',
      nameAmharic: plan?.nameAmharic ?? '',
      nameOm: plan?.nameOm ?? '',
      nameTi: plan?.nameTi ?? '',
      description: plan?.description ?? '',
      descriptionAmharic: plan?.descriptionAmharic ?? '',
      descriptionOm: plan?.descriptionOm ?? '',
      descriptionTi: plan?.descriptionTi ?? '',
      price: plan?.price ?? '',
      billingInterval: plan?.billingInterval ?? 'monthly',
      features: (plan?.features ?? []).join('\n'),
      maxProducts: plan ? plan.maxProducts : null,
      maxPhotosPerProduct: plan?.maxPhotosPerProduct ?? 5,
      analytics: plan?.analytics ?? false,
      prioritySupport: plan?.prioritySupport ?? false,
      promotedListings: plan?.promotedListings ?? false,
      internationalShipping: plan?.internationalShipping ?? false,
      bulkProductUpload: plan?.bulkProductUpload ?? false,
      isActive: plan?.isActive ?? true,
      displayOrder: plan?.displayOrder ?? 0,
    },
  })
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>
  const onSuccess = (saved: AdminPlan) => {
    toast.success(t('toast.saved'), {
      description: localizedName(saved, i18n.resolvedLanguage),
    })
    onDone()
  }
  const onError = (error: Error) => {
    applyFieldErrors(form, error)
    toast.error(t('toast.errorTitle'), { description: errorMessage(error, t('toast.saveFailed')) })
  }
  const create = useCreatePlan({ onSuccess, onError })
  const update = useUpdatePlan({ onSuccess, onError })
  const text = (name: Path<PlanValues>, options: { required?: boolean; hint?: string } = {}) => (
    <FormField
      id={`plan-${name}`}
      label={t(`plans.${name}`)}
      required={options.required}
      hint={options.hint}
      error={errors[name]?.message}
    >
      {(control) => <Input {...control} {...form.register(name)} />}
    </FormField>
  )

  return (
    <SheetDialogContent
      title={plan ? t('plans.editTitle') : t('plans.addTitle')}
      description={t('plans.dialogDescription')}
      closeLabel={t('common.close')}
    >
      <form
        noValidate
        className="mt-4 grid gap-3"
        onSubmit={form.handleSubmit((values) =>
          plan ? update.mutate({ id: plan.id, changes: values }) : create.mutate(values),
        )}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {text('name', { required: true })}
          {text('nameAmharic')}
          {text('nameOm')}
          {text('nameTi')}
          {text('price', { required: true, hint: t('plans.priceHint') })}
          <FormField
            id="plan-billingInterval"
            label={t('plans.billingInterval')}
            error={errors.billingInterval?.message}
          >
            {(control) => (
              <Select {...control} {...form.register('billingInterval')}>
                {billingIntervals.map((interval) => (
                  <option key={interval} value={interval}>
                    {t(`plans.intervals.${interval}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id="plan-maxProducts"
            label={t('plans.maxProducts')}
            hint={t('plans.maxProductsHint')}
            error={errors.maxProducts?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                step={1}
                {...form.register('maxProducts', { setValueAs: optionalCount })}
              />
            )}
          </FormField>
          <FormField
            id="plan-maxPhotosPerProduct"
            label={t('plans.maxPhotosPerProduct')}
            error={errors.maxPhotosPerProduct?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                step={1}
                {...form.register('maxPhotosPerProduct', { valueAsNumber: true })}
              />
            )}
          </FormField>
        </div>
        {text('description')}
        {text('descriptionAmharic')}
        {text('descriptionOm')}
        {text('descriptionTi')}
        <FormField
          id="plan-features"
          label={t('plans.features')}
          hint={t('common.onePerLine')}
          error={errors.features?.message}
        >
          {(control) => <Textarea {...control} rows={3} {...form.register('features')} />}
        </FormField>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold">{t('plans.perks')}</legend>
          {PLAN_FLAGS.map((name) => (
            <FormCheckbox
              key={name}
              control={form.control}
              name={name}
              id={`plan-${name}`}
              label={t(`plans.${name}`)}
            />
          ))}
        </fieldset>
        <DialogButtons saving={create.isPending || update.isPending} />
      </form>
    </SheetDialogContent>
  )
}

const MEMBERSHIP_FLAGS = [
  'earlyAccessToSales',
  'priorityCustomerService',
  'exclusiveDeals',
  'internationalShipping',
  'isActive',
] as const

function MembershipDialog({
  membership,
  onDone,
}: {
  membership?: AdminMembership
  onDone: () => void
}) {
  const { t, i18n } = useTranslation('admin-settings')
  const form = useForm<MembershipValues, unknown, z.output<typeof membershipForm>>({
    resolver: zodResolver(membershipForm),
    defaultValues: {
      name: membership?.name ?? '',
      nameAmharic: membership?.nameAmharic ?? '',
      nameOm: membership?.nameOm ?? '',
      nameTi: membership?.nameTi ?? '',
      monthlyFee: membership?.monthlyFee ?? '',
      benefits: (membership?.benefits ?? []).join('\n'),
      freeShippingThreshold: membership ? membership.freeShippingThreshold : null,
      cashbackPercentage: membership?.cashbackPercentage ?? '0',
      earlyAccessToSales: membership?.earlyAccessToSales ?? false,
      priorityCustomerService: membership?.priorityCustomerService ?? false,
      exclusiveDeals: membership?.exclusiveDeals ?? false,
      internationalShipping: membership?.internationalShipping ?? false,
      extendedReturnPeriod: membership?.extendedReturnPeriod ?? 0,
      isActive: membership?.isActive ?? true,
    },
  })
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>
  const onSuccess = (saved: AdminMembership) => {
    toast.success(t('toast.saved'), {
      description: localizedName(saved, i18n.resolvedLanguage),
    })
    onDone()
  }
  const onError = (error: Error) => {
    applyFieldErrors(form, error)
    toast.error(t('toast.errorTitle'), { description: errorMessage(error, t('toast.saveFailed')) })
  }
  const create = useCreateMembership({ onSuccess, onError })
  const update = useUpdateMembership({ onSuccess, onError })
  const text = (
    name: Path<MembershipValues>,
    options: { required?: boolean; hint?: string } = {},
  ) => (
    <FormField
      id={`membership-${name}`}
      label={t(`memberships.${name}`)}
      required={options.required}
      hint={options.hint}
      error={errors[name]?.message}
    >
      {(control) => <Input {...control} {...form.register(name)} />}
    </FormField>
  )

  return (
    <SheetDialogContent
      title={membership ? t('memberships.editTitle') : t('memberships.addTitle')}
      description={t('memberships.dialogDescription')}
      closeLabel={t('common.close')}
    >
      <form
        noValidate
        className="mt-4 grid gap-3"
        onSubmit={form.handleSubmit((values) =>
          membership
            ? update.mutate({ id: membership.id, changes: values })
            : create.mutate(values),
        )}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {text('name', { required: true })}
          {text('nameAmharic')}
          {text('nameOm')}
          {text('nameTi')}
          {text('monthlyFee', { required: true, hint: t('plans.priceHint') })}
          {text('cashbackPercentage', { hint: t('memberships.cashbackHint') })}
          <FormField
            id="membership-freeShippingThreshold"
            label={t('memberships.freeShippingThreshold')}
            hint={t('memberships.freeShippingHint')}
            error={errors.freeShippingThreshold?.message}
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
            id="membership-extendedReturnPeriod"
            label={t('memberships.extendedReturnPeriod')}
            error={errors.extendedReturnPeriod?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                step={1}
                {...form.register('extendedReturnPeriod', { valueAsNumber: true })}
              />
            )}
          </FormField>
        </div>
        <FormField
          id="membership-benefits"
          label={t('memberships.benefits')}
          hint={t('common.onePerLine')}
          error={errors.benefits?.message}
        >
          {(control) => <Textarea {...control} rows={3} {...form.register('benefits')} />}
        </FormField>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold">{t('plans.perks')}</legend>
          {MEMBERSHIP_FLAGS.map((name) => (
            <FormCheckbox
              key={name}
              control={form.control}
              name={name}
              id={`membership-${name}`}
              label={t(`memberships.${name}`)}
            />
          ))}
        </fieldset>
        <DialogButtons saving={create.isPending || update.isPending} />
      </form>
    </SheetDialogContent>
  )
}
