/**
 * A change of the rates grid: some nights (a range, on some weekdays) of one room type — rooms left, closed or
 * open, a rate plan's price, a minimum stay. Fields left empty are not changed.
 */
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { errorMessage, fieldErrors } from '@/api/api-error'
import { GRID_WEEKDAYS, type DeskGrid, type DeskGridChange } from '@/api/contract/desk-hotel'
import { useGridChange } from './grid-api'

type Form = {
  RoomTypeCode: string
  RatePlanCode: string
  From: string
  To: string
  Weekdays: string[]
  RoomsLeft: string
  Closed: '' | 'close' | 'open'
  Price: string
  MinStay: string
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text))

function asChange(form: Form): DeskGridChange {
  const closed = form.Closed === '' ? undefined : form.Closed === 'close'
  const picked = GRID_WEEKDAYS.filter((day) => form.Weekdays.includes(day))
  return {
    RoomTypeCode: form.RoomTypeCode,
    RatePlanCode: form.RatePlanCode || null,
    From: form.From,
    To: form.To,
    ...(picked.length < 7 ? { DaysOfWeek: picked } : {}),
    ...(number(form.RoomsLeft) !== undefined ? { RoomsLeft: number(form.RoomsLeft) } : {}),
    ...(closed !== undefined ? { Closed: closed } : {}),
    ...(number(form.Price) !== undefined ? { Price: number(form.Price) } : {}),
    ...(number(form.MinStay) !== undefined ? { MinStay: number(form.MinStay) } : {}),
  }
}

export function GridForm({ code, grid }: { code: string; grid: DeskGrid }) {
  const change = useGridChange(code)
  const first = grid.RoomTypes[0]
  const form = useForm<Form>({
    defaultValues: {
      RoomTypeCode: first?.Code ?? '',
      RatePlanCode: '',
      From: grid.Days[0] ?? grid.FirstNight,
      To: grid.Days[0] ?? grid.FirstNight,
      Weekdays: [...GRID_WEEKDAYS],
      RoomsLeft: '',
      Closed: '',
      Price: '',
      MinStay: '',
    },
  })
  const fields = fieldErrors(change.error)
  const plans = new Map(grid.RoomTypes.flatMap((t) => t.Plans).map((p) => [p.Code, p.Name]))
  return (
    <section aria-labelledby="grid-change">
      <Title order={2} id="grid-change" size="h3" mb="xs">
        Change nights
      </Title>
      <form noValidate onSubmit={form.handleSubmit((input) => change.mutate(asChange(input)))}>
        <Stack gap="sm" maw={720}>
          <Group grow wrap="wrap" align="flex-start">
            <NativeSelect label="Room type" error={fields.RoomTypeCode} {...form.register('RoomTypeCode')}>
              {grid.RoomTypes.map((t) => (
                <option key={t.Code} value={t.Code}>
                  {t.Name}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect label="Rate plan" error={fields.RatePlanCode} {...form.register('RatePlanCode')}>
              <option value="">Every plan (minimum stay only)</option>
              {[...plans].map(([planCode, name]) => (
                <option key={planCode} value={planCode}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </Group>
          <Group grow wrap="wrap" align="flex-start">
            <TextInput type="date" label="First night" error={fields.From} {...form.register('From')} />
            <TextInput type="date" label="Last night" error={fields.To} {...form.register('To')} />
          </Group>
          <Checkbox.Group label="On these days of the week" error={fields.DaysOfWeek}>
            <Group gap="sm" mt={4}>
              {GRID_WEEKDAYS.map((day) => (
                <Checkbox key={day} label={day} value={day} {...form.register('Weekdays')} />
              ))}
            </Group>
          </Checkbox.Group>
          <WhatChanges form={form} fields={fields} currency={grid.Currency} />
          {change.isError && (
            <Alert color="red" role="alert">
              {errorMessage(change.error, 'The nights could not be changed.')}
            </Alert>
          )}
          {change.isSuccess && (
            <Alert color="green" role="status">
              {change.data.Message}
            </Alert>
          )}
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Apply to these nights
          </Button>
        </Stack>
      </form>
    </section>
  )
}

/** The values a change sets; an empty one is left as it is. */
function WhatChanges({
  form,
  fields,
  currency,
}: {
  form: UseFormReturn<Form>
  fields: Record<string, string>
  currency: string
}) {
  return (
    <Group grow wrap="wrap" align="flex-start">
      <TextInput
        label="Rooms left"
        inputMode="numeric"
        error={fields.RoomsLeft}
        {...form.register('RoomsLeft')}
      />
      <NativeSelect label="Selling" error={fields.Closed} {...form.register('Closed')}>
        <option value="">No change</option>
        <option value="close">Close</option>
        <option value="open">Open</option>
      </NativeSelect>
      <TextInput
        label={`Price (${currency})`}
        inputMode="decimal"
        error={fields.Price}
        {...form.register('Price')}
      />
      <TextInput
        label="Minimum stay"
        inputMode="numeric"
        error={fields.MinStay}
        {...form.register('MinStay')}
      />
    </Group>
  )
}
