import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { createTicketInput, ticketPriorities, type Ticket } from '#shared/contracts/support.ts'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useSupportCategories } from '../api/get-categories.ts'
import { useCreateTicket } from '../api/create-ticket.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'
import { localizedName } from '#shared/language.ts'

type Values = z.input<typeof createTicketInput>
const FIELDS = ['categoryId', 'subject', 'description', 'priority'] as const
const DEFAULTS: Values = { categoryId: '', subject: '', description: '', priority: 'medium' }

export function NewTicketForm({ onCreated }: { onCreated: (ticket: Ticket) => void }) {
  const { t, i18n } = useTranslation('support')
  const categories = useSupportCategories()
  const form = useForm<Values, unknown, z.output<typeof createTicketInput>>({
    resolver: zodResolver(createTicketInput),
    defaultValues: DEFAULTS,
  })
  const { errors } = form.formState
  const create = useCreateTicket({
    onSuccess: (ticket) => {
      toast.success(t('newTicket.created'), { description: ticket.ticketNumber })
      form.reset(DEFAULTS)
      onCreated(ticket)
    },
    onError: (error) => {
      applyFieldErrors(form, error, FIELDS)
      toast.error(t('error'), { description: errorMessage(error, t('newTicket.failed')) })
    },
  })

  return (
    <form
      noValidate
      className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
    >
      <FormField
        id="ticket-category"
        label={t('newTicket.category')}
        required
        error={errors.categoryId?.message}
      >
        {(control) => (
          <Select {...control} {...form.register('categoryId')} disabled={categories.isPending}>
            <option value="">{t('newTicket.chooseCategory')}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {localizedName(category, i18n.resolvedLanguage)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="ticket-priority"
        label={t('newTicket.priority')}
        error={errors.priority?.message}
      >
        {(control) => (
          <Select {...control} {...form.register('priority')}>
            {ticketPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {t(`priority.${priority}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="ticket-subject"
        label={t('newTicket.subject')}
        required
        error={errors.subject?.message}
      >
        {(control) => <Input {...control} maxLength={200} {...form.register('subject')} />}
      </FormField>
      <FormField
        id="ticket-description"
        label={t('newTicket.description')}
        required
        error={errors.description?.message}
      >
        {(control) => (
          <Textarea {...control} rows={5} maxLength={5000} {...form.register('description')} />
        )}
      </FormField>
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {t('newTicket.submit')}
      </Button>
    </form>
  )
}
