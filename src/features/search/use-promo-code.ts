import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { checkPromoCode } from '@/api/availability'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import type { PromoCheck } from './promo-code-field'

/** The search's promo code and its check (docs/product/search.md#steps); an offer's "use code" applies one too. */
export function usePromoCode(propertyId: number, initialCode: string) {
  const [code, setCode] = useState(initialCode)
  const check = useMutation({
    mutationFn: async (asked: string): Promise<PromoCheck> => {
      const answer = await checkPromoCode(propertyId, asked)
      return { code: asked, valid: answer.IsValid, message: answer.Message }
    },
  })
  const apply = (next: string) => {
    setCode(next)
    if (next.trim()) check.mutate(next.trim())
  }
  return {
    code,
    setCode,
    apply,
    remove: () => {
      setCode('')
      check.reset()
    },
    /** the last check's answer, when it was for the code now in the field */
    checked: check.data?.code === code.trim() ? check.data : null,
    checking: check.isPending,
    failed:
      check.isError && check.variables === code.trim()
        ? errorMessage(check.error, t('errors.network'))
        : null,
  }
}

export type SearchPromoCode = ReturnType<typeof usePromoCode>
