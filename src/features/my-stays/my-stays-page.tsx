import { Button, Container, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { t } from '@/i18n/i18n'
import { forgetDevice } from '@/storage/device'
import { useOpenChanges } from '@/storage/outbox-hooks'
import { stayKey, useSavedStays, type SavedStay } from '@/storage/stays'
import { earliestToday } from '@/device/clock'
import { PageLoader } from '@/ui/page-loader'
import { SavedStayCard } from '@/ui/saved-stay-card'

/**
 * My stays: every booking made or opened on this device, read from the device alone, so it works in a lift
 * or abroad with no data. Upcoming stays first; the hotel's phone and e-mail are one tap away.
 */
export function MyStaysPage() {
  const stays = useSavedStays()
  const openChanges = useOpenChanges()
  const [confirming, setConfirming] = useState(false)
  if (stays === undefined) return <PageLoader />

  // Stays of several hotels: one is past once it is past wherever its hotel is.
  const today = earliestToday()
  const upcoming = stays.filter((stay) => stay.departure >= today)
  const past = stays.filter((stay) => stay.departure < today).reverse()
  const unsent = new Set((openChanges ?? []).map((change) => change.reservationKey))

  const forget = async () => {
    await forgetDevice()
    setConfirming(false)
    notifications.show({ message: t('myStays.forgotten') })
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('myStays.title')}</Title>
          <Text>{t('myStays.intro')}</Text>
        </Stack>
        {stays.length === 0 ? <Text>{t('myStays.empty')}</Text> : null}
        {upcoming.length > 0 ? (
          <StayList title={t('myStays.upcoming')} stays={upcoming} unsent={unsent} />
        ) : null}
        {past.length > 0 ? <StayList title={t('myStays.past')} stays={past} unsent={unsent} /> : null}
        <Group>
          <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
            {t('myStays.forget')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('myStays.forgetTitle')}
        centered
      >
        <Stack>
          <Text>{t('myStays.forgetBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('myStays.cancel')}
            </Button>
            <Button color="red.9" onClick={() => void forget()}>
              {t('myStays.forgetConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  )
}

function StayList({ title, stays, unsent }: { title: string; stays: SavedStay[]; unsent: Set<string> }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {stays.map((stay) => (
        <SavedStayCard
          key={stayKey(stay.propertyCode, stay.referenceNumber)}
          stay={stay}
          unsent={unsent.has(stayKey(stay.propertyCode, stay.referenceNumber))}
        />
      ))}
    </Stack>
  )
}
