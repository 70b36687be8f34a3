import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '@/api/api-error'
import { checkGroupPromoCode } from '@/api/group'
import { t } from '@/i18n/i18n'

type Props = { propertyGroupId: number; value: string; onChange: (code: string) => void }

/** The group's promo code and its check; the answer shows while it is for the code in the field. */
export function GroupPromoField({ propertyGroupId, value, onChange }: Props) {
  const promo = useMutation({
    mutationFn: (code: string) => checkGroupPromoCode(propertyGroupId, code),
  })
  const checkedPromo = promo.variables === value.trim() ? promo : null
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('group.promoCode')}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autoComplete="off"
          maxLength={50}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          onClick={() => promo.mutate(value.trim())}
          disabled={value.trim() === ''}
          loading={promo.isPending}
        >
          {t('group.checkPromo')}
        </Button>
      </Group>
      {checkedPromo?.data ? (
        <Text
          size="sm"
          role="status"
          c={checkedPromo.data.IsValid ? 'positive.8' : 'var(--mantine-color-error)'}
        >
          {checkedPromo.data.IsValid
            ? t('group.promoValid', { message: checkedPromo.data.Message ?? '' })
            : (checkedPromo.data.Message ?? t('group.promoInvalid'))}
        </Text>
      ) : null}
      {checkedPromo?.isError ? (
        <Text size="sm" role="alert" c="var(--mantine-color-error)">
          {errorMessage(checkedPromo.error, t('errors.network'))}
        </Text>
      ) : null}
    </Stack>
  )
}
