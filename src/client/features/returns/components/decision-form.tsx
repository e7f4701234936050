import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderReturn } from '#shared/contracts/returns.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useAcceptReturn } from '../api/accept-return.ts'
import { useRefuseReturn } from '../api/refuse-return.ts'

/** Accept or refuse a return: the note is optional to accept and needed to refuse. */
export function DecisionForm({ row }: { row: OrderReturn }) {
  const { t } = useTranslation('returns')
  const id = useId()
  const [note, setNote] = useState('')
  const [tried, setTried] = useState(false)
  const onError = (error: Error) =>
    toast.error(t('actions.failed'), { description: errorMessage(error, t('actions.failed')) })
  const accept = useAcceptReturn({ onSuccess: () => toast.success(t('actions.accepted')), onError })
  const refuse = useRefuseReturn({ onSuccess: () => toast.success(t('actions.refused')), onError })
  const busy = accept.isPending || refuse.isPending
  const tooShort = note.trim().length < 3
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('actions.note')}</Label>
      <Textarea
        id={id}
        rows={2}
        value={note}
        aria-describedby={`${id}-hint`}
        aria-invalid={tried && tooShort}
        onChange={(event) => setNote(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {tried && tooShort ? (
          <span className="font-medium text-destructive">{t('actions.refuseNeedsReason')}</span>
        ) : (
          t('actions.noteHint')
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => accept.mutate({ returnId: row.id, note: note.trim() || null })}
        >
          {t('actions.accept')}
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={() => {
            setTried(true)
            if (!tooShort) refuse.mutate({ returnId: row.id, reason: note.trim() })
          }}
        >
          {t('actions.refuse')}
        </Button>
      </div>
    </div>
  )
}
