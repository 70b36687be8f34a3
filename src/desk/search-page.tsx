/** Search a property's bookings by reference, a guest's name or e-mail address, or dates. */
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { useParams, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import { BookingTable } from './booking-table'
import { useSearch, type SearchInput } from './desk-api'

export function SearchPage() {
  const code = (useParams().code ?? '').toUpperCase()
  const [params, setParams] = useSearchParams()
  const given: SearchInput = {
    q: params.get('q') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  }
  const asked = given.q || given.from || given.to ? given : null
  const search = useSearch(code, asked)
  const form = useForm<SearchInput>({ values: given })
  return (
    <Stack gap="lg">
      <Title order={1}>Search bookings</Title>
      <form
        role="search"
        onSubmit={form.handleSubmit((input) =>
          setParams(Object.fromEntries(Object.entries(input).filter(([, value]) => value.trim() !== ''))),
        )}
      >
        <Group align="end" wrap="wrap">
          <TextInput
            label="Reference, name or e-mail address"
            style={{ flex: '1 1 16rem' }}
            {...form.register('q')}
          />
          <TextInput label="Staying from" type="date" {...form.register('from')} />
          <TextInput label="Staying until" type="date" {...form.register('to')} />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {search.isFetching && <Loader aria-label="Searching" />}
      {search.isError && (
        <Alert color="red" role="alert">
          {errorMessage(search.error, 'The search failed.')}
        </Alert>
      )}
      {search.data && (
        <section aria-labelledby="results">
          <Title order={2} id="results" size="h3" mb="xs">
            {search.data.Bookings.length} booking{search.data.Bookings.length === 1 ? '' : 's'} found
          </Title>
          <BookingTable
            code={code}
            bookings={search.data.Bookings}
            caption="Bookings found"
            empty="No booking matches this search."
          />
          {search.data.More && <Text mt="xs">Only the first 50 are shown: narrow the search.</Text>}
        </section>
      )}
    </Stack>
  )
}
