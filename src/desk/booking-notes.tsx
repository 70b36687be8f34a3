/** The staff's notes on a booking, newest first, and a form to add one. */
import { Button, Stack, Text, Textarea, Title } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { errorMessage, fieldErrors } from '@/api/api-error'
import type { DeskBooking } from '@/api/contract/desk'
import { useAddNote } from './desk-api'

export function BookingNotes({
  code,
  reference,
  notes,
}: {
  code: string
  reference: string
  notes: DeskBooking['Notes']
}) {
  const add = useAddNote(code, reference)
  const form = useForm<{ Text: string }>({ defaultValues: { Text: '' } })
  const fields = fieldErrors(add.error)
  return (
    <section aria-labelledby="notes">
      <Title order={2} id="notes" size="h3" mb="xs">
        Notes
      </Title>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (input) => {
          await add.mutateAsync(input.Text).then(
            () => form.reset(),
            () => undefined,
          )
        })}
      >
        <Stack gap="xs" maw={560}>
          <Textarea
            label="New note"
            autosize
            minRows={2}
            error={
              fields.Text ??
              (add.isError && !fields.Text ? errorMessage(add.error, 'The note was not saved.') : undefined)
            }
            {...form.register('Text')}
          />
          <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
            Add the note
          </Button>
        </Stack>
      </form>
      <Stack gap="xs" mt="md">
        {notes.length === 0 && <Text c="dimmed">No notes yet.</Text>}
        {notes.map((note) => (
          <div key={note.Id}>
            <Text>{note.Text}</Text>
            <Text size="xs" c="dimmed">
              {note.Staff}, {new Date(note.At).toLocaleString('en-GB')}
            </Text>
          </div>
        ))}
      </Stack>
    </section>
  )
}
