import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '#client/lib/toast.ts'
import { createCopyFeedback } from '../lib/copy-feedback.ts'

/** Copies a coupon code, confirms it with a toast and remembers it for the copied state. */
export function useCopyCode() {
  const { t } = useTranslation('deals')
  const [copiedCode, setCopiedCode] = useState<string | null>(null)
  const [feedback] = useState(() => createCopyFeedback(setCopiedCode))
  useEffect(() => () => feedback.dispose(), [feedback])

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code)
    } catch {
      toast.error(t('copy.failedTitle'), { description: t('copy.failedText', { code }) })
      return
    }
    feedback.copied(code)
    toast.success(t('copy.copiedTitle'), { description: t('copy.copiedText', { code }) })
  }

  return { copiedCode, copy }
}
