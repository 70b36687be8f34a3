import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { RoomBookingPayload } from '@/api/contract/reservation'
import { checkVoucherCode } from '@/api/reservation'
import { toMinorUnits } from '@/domain/money'
import { voucherMessageToShow } from '@/domain/offering'
import { t } from '@/i18n/i18n'

export type AppliedVoucher = {
  code: string
  /** minor units */
  discount: number
  message: string | null
  /** the voucher is for an experience the guest should arrange with the hotel */
  contactHotel: boolean
}

type Props = {
  propertyId: number
  providerName: string
  rooms: RoomBookingPayload[]
  applied: AppliedVoucher | null
  onChange: (voucher: AppliedVoucher | null) => void
}

/**
 * Gift voucher check (docs/product/booking.md#steps): a valid voucher sets the discount and its message (and the contact-the-hotel
 * warning when the voucher says so); an invalid one clears the discount and shows why; a failed request clears
 * both. The discount is what the voucher takes off these rooms; the server checks it again when booking.
 */
export function GiftVoucher({ propertyId, providerName, rooms, applied, onChange }: Props) {
  const [code, setCode] = useState(applied?.code ?? '')
  const [invalid, setInvalid] = useState<string | null>(null)
  const check = useMutation({
    mutationFn: (voucherCode: string) =>
      checkVoucherCode({
        PropertyId: propertyId,
        LanguageCode: 'en',
        VoucherCode: voucherCode,
        Rooms: rooms,
      }),
    onSuccess: (answer, voucherCode) => {
      if (answer.IsValid) {
        setInvalid(null)
        onChange({
          code: voucherCode,
          discount: toMinorUnits(answer.TotalDiscount),
          message: voucherMessageToShow({
            isHopGiftVoucherCodeValid: answer.IsValid,
            hopGiftVoucherCodeMessage: answer.Message,
          }),
          contactHotel: answer.ShowExperienceWarningMessage,
        })
      } else {
        setInvalid(answer.Message || t('checkout.voucherInvalid'))
        onChange(null)
      }
    },
    onError: () => {
      setInvalid(null)
      onChange(null)
    },
  })

  const submit = () => {
    const trimmed = code.trim()
    if (trimmed && !applied) check.mutate(trimmed)
  }

  return (
    <Stack gap="xs">
      {/* The button sits beside the field itself, level with it however the label wraps on a phone. */}
      <TextInput
        label={t('checkout.voucherCode', { provider: providerName })}
        value={code}
        onChange={(e) => {
          setCode(e.currentTarget.value)
          setInvalid(null)
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            submit()
          }
        }}
        autoComplete="off"
        maxLength={50}
        // Read-only once applied, not disabled: the code stays legible (and in the tab order) beside Remove.
        readOnly={applied !== null}
        variant={applied ? 'filled' : 'default'}
        error={invalid ?? undefined}
        inputContainer={(input) => (
          <VoucherFieldRow
            input={input}
            applied={applied !== null}
            onRemove={() => {
              onChange(null)
              setCode('')
            }}
            onCheck={submit}
            checking={check.isPending}
            empty={code.trim() === ''}
          />
        )}
      />
      <VoucherNotices applied={applied} checkFailed={check.isError} />
    </Stack>
  )
}

/** What the applied voucher says (and whether to contact the hotel), or that the check failed. */
function VoucherNotices({ applied, checkFailed }: { applied: AppliedVoucher | null; checkFailed: boolean }) {
  return (
    <>
      {applied ? (
        <Text size="sm" c="positive.8" role="status">
          <span aria-hidden="true">✓ </span>
          {applied.message || t('checkout.voucherApplied')}
        </Text>
      ) : null}
      {applied?.contactHotel ? (
        <Alert color="warning" variant="light">
          {t('checkout.voucherContactHotel')}
        </Alert>
      ) : null}
      {checkFailed ? (
        <Alert color="negative" role="alert">
          {t('checkout.voucherCheckFailed')}
        </Alert>
      ) : null}
    </>
  )
}

type RowProps = {
  input: ReactNode
  applied: boolean
  onRemove: () => void
  onCheck: () => void
  checking: boolean
  empty: boolean
}

/** The code field with Check beside it, or Remove once a voucher is applied. */
function VoucherFieldRow({ input, applied, onRemove, onCheck, checking, empty }: RowProps) {
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <div style={{ flex: 1 }}>{input}</div>
      {applied ? (
        <Button variant="default" onClick={onRemove}>
          {t('checkout.voucherRemove')}
        </Button>
      ) : (
        <Button variant="light" onClick={onCheck} loading={checking} disabled={empty}>
          {t('checkout.voucherCheck')}
        </Button>
      )}
    </Group>
  )
}
