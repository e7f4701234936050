import { LocateFixed } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#client/components/ui/button.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useReportLocation } from '../api/report-location.ts'

type Problem = 'unsupported' | 'denied' | 'unavailable' | null

/** Sends the courier's current position for an order in transit, once per tap. */
export function ShareLocationButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const [locating, setLocating] = useState(false)
  const [problem, setProblem] = useState<Problem>(null)
  const report = useReportLocation({
    onSuccess: () => toast.success(t('location.shared')),
    onError: (error) =>
      toast.error(t('location.failed'), { description: errorMessage(error, t('toast.tryAgain')) }),
  })

  function share() {
    if (!('geolocation' in navigator)) {
      setProblem('unsupported')
      return
    }
    setLocating(true)
    setProblem(null)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        report.mutate({
          orderId,
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
        })
      },
      (error) => {
        setLocating(false)
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    )
  }

  return (
    <div className="grid gap-1">
      <Button
        size="sm"
        variant="outline"
        onClick={share}
        disabled={locating || report.isPending}
        className="justify-self-start"
      >
        <LocateFixed aria-hidden="true" />
        {locating || report.isPending ? t('location.sharing') : t('location.share')}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {t(`location.${problem}`)}
        </p>
      ) : null}
    </div>
  )
}
