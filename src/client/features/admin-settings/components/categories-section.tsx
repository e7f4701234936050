import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { categoryInput, type AdminCategory } from '#shared/contracts/admin-settings.ts'
import { localizedName, type LocalizedNames } from '#shared/language.ts'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useCreateCategory } from '../api/create-category.ts'
import { useDeleteCategory } from '../api/delete-category.ts'
import { useAdminCategories } from '../api/get-categories.ts'
import { useUpdateCategory } from '../api/update-category.ts'
import { FormCheckbox } from './form-checkbox.tsx'
import { RowActions, StatusBadge, TableSection } from './table-section.tsx'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

type Values = z.input<typeof categoryInput>

export function CategoriesSection() {
  const { t, i18n } = useTranslation('admin-settings')
  const named = (row: LocalizedNames) => localizedName(row, i18n.resolvedLanguage)
  const categories = useAdminCategories()
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null)
  const failed = (fallback: string) => (error: Error) =>
    toast.error(t('toast.errorTitle'), { description: errorMessage(error, fallback) })
  const update = useUpdateCategory({
    onSuccess: (saved) =>
      toast.success(saved.isActive ? t('toast.activated') : t('toast.deactivated'), {
        description: named(saved),
      }),
    onError: failed(t('toast.saveFailed')),
  })
  const remove = useDeleteCategory({
    onSuccess: () => toast.success(t('toast.deleted')),
    onError: failed(t('toast.deleteFailed')),
  })

  return (
    <>
      <TableSection
        id="settings-categories"
        title={t('categories.title')}
        description={t('categories.description')}
        query={categories}
        emptyTitle={t('categories.empty')}
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('categories.add')}
          </Button>
        }
        columns={[
          {
            header: t('categories.name'),
            cell: (row) => <span className="font-medium">{named(row)}</span>,
          },
          { header: t('categories.slug'), cell: (row) => row.slug, className: 'font-mono text-xs' },
          { header: t('categories.order'), cell: (row) => row.displayOrder },
          { header: t('categories.products'), cell: (row) => row.productCount },
          { header: t('common.status'), cell: (row) => <StatusBadge active={row.isActive} /> },
        ]}
        actions={(row) => (
          <>
            <RowActions
              name={named(row)}
              active={row.isActive}
              busy={update.isPending}
              onEdit={() => setEditing(row)}
              onToggle={() => update.mutate({ id: row.id, changes: { isActive: !row.isActive } })}
            />
            {row.productCount === 0 ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                aria-label={`${t('common.delete')}: ${named(row)}`}
                onClick={() => {
                  if (window.confirm(t('categories.confirmDelete', { name: named(row) }))) {
                    remove.mutate(row.id)
                  }
                }}
              >
                {t('common.delete')}
              </Button>
            ) : null}
          </>
        )}
      />
      <Dialog.Root open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null ? (
          <CategoryDialog
            category={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog.Root>
    </>
  )
}

function CategoryDialog({ category, onDone }: { category?: AdminCategory; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin-settings')
  const form = useForm<Values, unknown, z.output<typeof categoryInput>>({
    resolver: zodResolver(categoryInput),
    defaultValues: {
      name: category?.name ?? '',
      nameAm: category?.nameAm ?? '',
      nameOm: category?.nameOm ?? '',
      nameTi: category?.nameTi ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? '',
      displayOrder: category?.displayOrder ?? 0,
      isActive: category?.isActive ?? true,
    },
  })
  const { errors } = form.formState
  const onError = (error: Error) => {
    applyFieldErrors(form, error)
    toast.error(t('toast.errorTitle'), { description: errorMessage(error, t('toast.saveFailed')) })
  }
  const onSuccess = (saved: AdminCategory) => {
    toast.success(t('toast.saved'), {
      description: localizedName(saved, i18n.resolvedLanguage),
    })
    onDone()
  }
  const create = useCreateCategory({ onSuccess, onError })
  const update = useUpdateCategory({ onSuccess, onError })
  const saving = create.isPending || update.isPending

  return (
    <SheetDialogContent
      title={category ? t('categories.editTitle') : t('categories.addTitle')}
      description={t('categories.dialogDescription')}
      closeLabel={t('common.close')}
      width="lg"
    >
      <form
        noValidate
        className="mt-4 grid gap-3"
        onSubmit={form.handleSubmit((values) =>
          category ? update.mutate({ id: category.id, changes: values }) : create.mutate(values),
        )}
      >
        <FormField
          id="category-name"
          label={t('categories.name')}
          required
          error={errors.name?.message}
        >
          {(control) => <Input {...control} {...form.register('name')} />}
        </FormField>
        <FormField
          id="category-name-am"
          label={t('categories.nameAm')}
          error={errors.nameAm?.message}
        >
          {(control) => <Input {...control} lang="am" {...form.register('nameAm')} />}
        </FormField>
        <FormField
          id="category-name-om"
          label={t('categories.nameOm')}
          error={errors.nameOm?.message}
        >
          {(control) => <Input {...control} lang="om" {...form.register('nameOm')} />}
        </FormField>
        <FormField
          id="category-name-ti"
          label={t('categories.nameTi')}
          error={errors.nameTi?.message}
        >
          {(control) => <Input {...control} lang="ti" {...form.register('nameTi')} />}
        </FormField>
        <FormField
          id="category-slug"
          label={t('categories.slug')}
          hint={t('categories.slugHint')}
          required
          error={errors.slug?.message}
        >
          {(control) => <Input {...control} {...form.register('slug')} />}
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            id="category-icon"
            label={t('categories.icon')}
            hint={t('categories.iconHint')}
            error={errors.icon?.message}
          >
            {(control) => <Input {...control} {...form.register('icon')} />}
          </FormField>
          <FormField
            id="category-order"
            label={t('categories.order')}
            error={errors.displayOrder?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                step={1}
                {...form.register('displayOrder', { valueAsNumber: true })}
              />
            )}
          </FormField>
        </div>
        <FormField
          id="category-description"
          label={t('categories.descriptionLabel')}
          error={errors.description?.message}
        >
          {(control) => <Input {...control} {...form.register('description')} />}
        </FormField>
        <FormCheckbox
          control={form.control}
          name="isActive"
          id="category-active"
          label={t('categories.activeLabel')}
          hint={t('categories.activeHint')}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Dialog.Close asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </Dialog.Close>
          <Button type="submit" disabled={saving}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </SheetDialogContent>
  )
}
