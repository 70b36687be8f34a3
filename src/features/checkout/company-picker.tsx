import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { COMPANY_SEARCH_MIN_LENGTH, type Company } from '@/api/contract/company'
import { companiesQuery } from '@/api/reservation'
import { t } from '@/i18n/i18n'
import { TEXT_LIMITS } from '@/api/contract/common'

type Props = {
  propertyId: number
  chosen: { id: string; name: string }
  onChoose: (company: Company | null) => void
  error?: string | undefined
}

/**
 * Company search for a company invoice (docs/product/booking.md#screens): type part of the name (3 letters or more), then pick the
 * company from the list. A list of buttons rather than a combobox: a screen reader hears how many companies
 * matched, and choosing one is a plain press, by pointer or keyboard.
 */
export function CompanyPicker({ propertyId, chosen, onChoose, error }: Props) {
  const [term, setTerm] = useState('')
  const [debounced] = useDebouncedValue(term.trim(), 300)
  const searchable = debounced.length >= COMPANY_SEARCH_MIN_LENGTH
  const companies = useQuery({ ...companiesQuery(propertyId, debounced), enabled: searchable })

  if (chosen.id) {
    return (
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('checkout.company')}
          </Text>
          <Text fw={600} data-testid="chosen-company">
            {chosen.name}
          </Text>
        </Stack>
        <Button variant="subtle" size="compact-sm" onClick={() => onChoose(null)}>
          {t('checkout.changeCompany')}
        </Button>
      </Group>
    )
  }

  return (
    <Stack gap="xs">
      <TextInput
        label={t('checkout.companySearch')}
        description={t('checkout.companySearchHint')}
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        autoComplete="organization"
        maxLength={TEXT_LIMITS.name}
        required
        error={error}
        rightSection={companies.isFetching ? <Loader size="xs" aria-hidden="true" /> : null}
      />
      {companies.isError ? (
        <Alert color="negative" role="alert">
          {t('checkout.companySearchFailed')}
        </Alert>
      ) : null}
      {searchable && companies.data ? (
        companies.data.length === 0 ? (
          <Text size="sm" role="status">
            {t('checkout.noCompanies')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" role="status">
              {t('checkout.companyResults', { count: companies.data.length })}
            </Text>
            <Stack gap={6} component="ul" className="plain-list">
              {companies.data.map((c) => (
                <li key={c.AccountId}>
                  <Button variant="default" fullWidth justify="flex-start" onClick={() => onChoose(c)}>
                    {c.Name}
                  </Button>
                </li>
              ))}
            </Stack>
          </Stack>
        )
      ) : null}
    </Stack>
  )
}
