import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { cancellationReasonsQuery } from '@/api/static-data'
import { canCancel } from '@/domain/validation'
import { t } from '@/i18n/i18n'
import { Dialog } from '@/ui/dialog'

/**
 * Asks for the reason (required when the hotel requires one, docs/product/after-booking.md#rules) and confirms a cancellation, with what it
 * does to the money when the caller knows it. The caller decides what confirming does: stage a room's
 * cancellation, or cancel the booking now.
 */
export function CancelDialog({
  opened,
  title,
  propertyId,
  reasonRequired,
  policy,
  hint,
  money,
  confirmLabel,
  busy = false,
  disabled = false,
  onConfirm,
  onClose,
}: {
  opened: boolean
  title: string
  propertyId: number
  reasonRequired: boolean
  policy: string | null
  hint?: string
  /** What confirming does to the money, shown before the guest confirms. */
  money?: ReactNode
  confirmLabel: string
  busy?: boolean
  disabled?: boolean
  onConfirm: (reasonId: number | null) => void
  onClose: () => void
}) {
  const reasons = useQuery({ ...cancellationReasonsQuery(propertyId), enabled: opened })
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const confirm = () => {
    const reasonId = reason === '' ? null : Number(reason)
    // The dialog only opens on what can be cancelled; what is left to check is the reason.
    if (!canCancel({ canBeCancelled: true, reasonRequired, cancellationReasonId: reasonId })) {
      setMissing(true)
      return
    }
    onConfirm(reasonId)
  }
  return (
    <Dialog opened={opened} onClose={onClose} title={title} closeLabel={t('manage.close')}>
      <Stack gap="md">
        {policy ? <Text size="sm">{t('manage.cancelPolicy', { policy })}</Text> : null}
        {money}
        <NativeSelect
          label={t('manage.cancelReason')}
          required={reasonRequired}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value)
            setMissing(false)
          }}
          data={[
            { value: '', label: '' },
            ...(reasons.data ?? []).map((r) => ({ value: String(r.Id), label: r.Name })),
          ]}
          error={missing ? t('manage.reasonRequired') : reasons.isError ? t('errors.network') : undefined}
        />
        {hint ? <Text size="sm">{hint}</Text> : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            {t('manage.keepBooking')}
          </Button>
          <Button color="negative" onClick={confirm} loading={busy} disabled={disabled}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  )
}
