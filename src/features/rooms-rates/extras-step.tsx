import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { ServiceListResponse } from '@/api/contract/service'
import type { Occupancy } from '@/domain/occupancy'
import { t } from '@/i18n/i18n'
import { getBookingSession, updateRoom } from '@/state/booking-session'
import { ExtrasDialog } from '@/ui/extras-dialog'
import { chosenServices } from './extras'

type Props = {
  roomIndex: number
  services: ServiceListResponse | undefined
  loading: boolean
  failed: boolean
  occupancy: Occupancy
  nights: number
  usedElsewhere: Readonly<Record<number, number>>
  format: (minor: number) => string
}

/**
 * The Extras step of one room (docs/product/search.md#steps): the extras dialog opens on its own; "No thanks" moves on, closing it
 * leaves this panel to open it again or continue without extras.
 */
export function ExtrasStep({
  roomIndex,
  services,
  loading,
  failed,
  occupancy,
  nights,
  usedElsewhere,
  format,
}: Props) {
  const [open, setOpen] = useState(true)
  const skip = () => updateRoom(roomIndex, { extrasSeen: true })
  const existing = getBookingSession().choices[roomIndex]?.services ?? []
  const title = t('rooms.extrasTitle', { number: roomIndex + 1 })

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="extras-step-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="extras-step-title">
          {title}
        </Title>
        <Text size="sm">{t('rooms.extrasIntro')}</Text>
        {loading ? <Loader size="sm" aria-label={t('app.loading')} /> : null}
        {failed ? <Alert color="warning">{t('errors.network')}</Alert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={skip}>
            {t('rooms.skipExtras')}
          </Button>
          {services ? <Button onClick={() => setOpen(true)}>{t('rooms.chooseExtras')}</Button> : null}
        </Group>
      </Stack>
      {services ? (
        <ExtrasDialog
          opened={open}
          title={title}
          services={services}
          occupancy={occupancy}
          nights={nights}
          initial={existing}
          usedElsewhere={usedElsewhere}
          format={format}
          saveLabel={t('extras.addSelected')}
          onSave={(chosen) =>
            updateRoom(roomIndex, { services: chosenServices(chosen, services), extrasSeen: true })
          }
          onDecline={skip}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Card>
  )
}
