import { Button, Group, Text, TextInput } from '@mantine/core'
import type { PromoCodeState } from '@/domain/offering'
import { t } from '@/i18n/i18n'

export type PromoCheck = { code: string; valid: boolean; message: string | null }

type Props = {
  value: string
  onChange: (value: string) => void
  onApply: () => void
  onRemove: () => void
  /** the last check's answer, when it was for the code now in the field */
  check: PromoCheck | null
  checking: boolean
  failed: string | null
}

/** docs/product/search.md#steps: the promo code in its three states (not entered, entered and valid, invalid). */
export function promoStateOf(value: string, check: PromoCheck | null): PromoCodeState | 'Unchecked' {
  if (value.trim() === '') return 'NotEntered'
  if (!check) return 'Unchecked'
  return check.valid ? 'Valid' : 'Invalid'
}

export function PromoCodeField({ value, onChange, onApply, onRemove, check, checking, failed }: Props) {
  const state = promoStateOf(value, check)
  const error = state === 'Invalid' ? check?.message || t('search.promoCodeInvalid') : (failed ?? undefined)
  return (
    <div>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('search.promoCode')}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autoComplete="off"
          maxLength={50}
          error={error}
          style={{ flex: 1 }}
          data-state={state}
          onKeyDown={(e) => {
            // Enter in this field checks the code instead of sending the whole search.
            if (e.key === 'Enter' && state === 'Unchecked') {
              e.preventDefault()
              onApply()
            }
          }}
        />
        {state === 'Valid' ? (
          <Button variant="default" mt={25} onClick={onRemove}>
            {t('search.promoCodeRemove')}
          </Button>
        ) : (
          <Button
            variant="light"
            mt={25}
            onClick={onApply}
            loading={checking}
            disabled={state === 'NotEntered'}
          >
            {t('search.promoCodeApply')}
          </Button>
        )}
      </Group>
      {state === 'Valid' ? (
        <Text size="sm" c="positive.8" mt={4} role="status">
          <span aria-hidden="true">✓ </span>
          {check?.message || t('search.promoCodeValid')}
        </Text>
      ) : null}
    </div>
  )
}
