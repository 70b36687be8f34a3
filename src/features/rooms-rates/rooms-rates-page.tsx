import { Alert, Anchor, Container, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, Navigate } from 'react-router'
import { toAvailability, toDomainRoomType } from '@/api/availability'
import { servicesQuery } from '@/api/service'
import { nextStep, StepFlag, type FlowRoom } from '@/domain/booking-flow'
import { eachNight, nightsBetween } from '@/domain/dates'
import { notEnoughRoomsForOccupancy, offerRoomTypes } from '@/domain/offering'
import { availableUpgrades } from '@/domain/upgrades'
import { isLeadGuestValid } from '@/domain/validation'
import { describeOccupancy, formatDay, t } from '@/i18n/i18n'
import { basketLines } from '@/state/basket-pricing'
import { useBookingSession } from '@/state/booking-session'
import { searchQueryOf } from '@/state/search-form'
import { localToday } from '@/ui/clock'
import { useRouteBookConfig, useRouteProperty } from '@/ui/route-property'
import { BasketSummary } from './basket-summary'
import { ExtrasStep } from './extras-step'
import { LeadGuestStep } from './lead-guest-step'
import { NoAvailability } from './no-availability'
import { RoomTypeList } from './room-type-list'
import { UpgradeStep } from './upgrade-step'

/**
 * Rooms and rates (spec §2, §4): room types offered for each searched room, then, room by room, upgrades,
 * the lead guest (Occupancy) and extras, then the booking summary that leads to Checkout.
 */
export function RoomsRatesPage() {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const session = useBookingSession()
  const { search, result } = session
  const today = localToday()

  const model = useMemo(() => {
    if (!search || !result) return null
    const roomTypes = result.RoomTypes.map((o) => toDomainRoomType(o.RoomType, o.Rates))
    const upgradeTargets = result.RoomTypes.flatMap((o) =>
      o.RoomType.Upgrades.map((u) => ({ id: u.RoomTypeId, rates: u.AvailableRates })),
    )
    const total = toAvailability(result)
    // Each chosen room takes one of its type; what is left is what the other rooms can still have.
    const left: Record<number, number> = { ...total }
    for (const choice of session.choices)
      if (choice) left[choice.roomTypeId] = (left[choice.roomTypeId] ?? 0) - 1
    const stay = { dateFrom: search.dateFrom, dateTo: search.dateTo }
    const offersPerRoom = search.rooms.map((occ) => offerRoomTypes(roomTypes, left, stay, occ))
    const allOffers = search.rooms.map((occ) => offerRoomTypes(roomTypes, total, stay, occ))
    const nights = eachNight(search.dateFrom, search.dateTo)
    const lines = basketLines(session)
    const upgradesPerRoom = search.rooms.map((occ, i) => {
      const line = lines.find((l) => l.roomIndex === i)
      if (!line) return []
      // Upgrade room types may be listed only as upgrade targets; price them with their upgrade rates.
      const candidates = [
        ...roomTypes,
        ...upgradeTargets
          .filter((u) => !roomTypes.some((rt) => rt.roomTypeId === u.id))
          .flatMap((u) => {
            const listed = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === u.id)
            return listed ? [toDomainRoomType(listed.RoomType, u.rates)] : []
          }),
      ]
      return availableUpgrades({
        current: {
          roomTypeId: line.roomType.RoomTypeId,
          ratePlanId: line.ratePlan.RatePlanId,
          price: line.stay,
        },
        occupancy: occ,
        nights,
        roomTypes: candidates,
        availability: left,
      })
    })
    return { offersPerRoom, allOffers, left, lines, upgradesPerRoom }
  }, [search, result, session])

  const serviceQueries = useQueries({
    queries: session.choices.map((choice) => ({
      ...servicesQuery({
        propertyId: property.PropertyId,
        roomTypeId: choice?.roomTypeId ?? 0,
        ratePlanId: choice?.ratePlanId ?? 0,
        dateFrom: search?.dateFrom ?? '',
        dateTo: search?.dateTo ?? '',
      }),
      enabled: choice !== null && search !== null,
    })),
  })

  if (!search || !result || !model || search.propertyCode !== property.PropertyCode) {
    return <Navigate to={`/Book/${property.PropertyCode}`} replace />
  }

  const flowRooms: FlowRoom[] = session.choices.map((choice, i) => ({
    roomTypeId: choice?.roomTypeId ?? null,
    ratePlanId: choice?.ratePlanId ?? null,
    upgradeOffered: (model.upgradesPerRoom[i]?.length ?? 0) > 0,
    upgradeSeen: choice?.upgradeSeen ?? false,
    leadGuestValid:
      !!choice &&
      isLeadGuestValid(choice.leadGuest) &&
      (!config.ShowRoomConfigurationQuestion ||
        config.RoomConfigurationOptions.length === 0 ||
        choice.roomConfigurationId !== null),
    // Until the extras have loaded a room counts as having some, so the step is never skipped by a race.
    extrasSelectable: serviceQueries[i]?.data ? serviceQueries[i].data.Services.length > 0 : true,
    extrasSeen: choice?.extrasSeen ?? false,
  }))
  const next = nextStep({ rooms: flowRooms, summarySeen: session.summarySeen })
  const nights = nightsBetween(search.dateFrom, search.dateTo)
  const noRooms = model.allOffers.some((offers) => offers.length === 0)
  const notEnough = !noRooms && notEnoughRoomsForOccupancy(model.allOffers, toAvailability(result))

  return (
    <Container size="lg" py="lg">
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('rooms.title')}</Title>
        <Group gap="xs">
          <Text>
            {formatDay(search.dateFrom, 'weekday')} – {formatDay(search.dateTo, 'weekday')} ·{' '}
            {t('units.nights', { count: nights })} · {t('units.rooms', { count: search.rooms.length })}
          </Text>
          <Anchor component={Link} to={`/Book/${property.PropertyCode}?${searchQueryOf(search)}`}>
            {t('rooms.editSearch')}
          </Anchor>
        </Group>
        {result.PromoCodeMessage && !result.IsPromoCodeValid ? (
          <Alert color="warning" role="status">
            {result.PromoCodeMessage}
          </Alert>
        ) : null}
      </Stack>
      {noRooms || notEnough ? (
        <NoAvailability
          property={property}
          message={
            noRooms
              ? config.NoAvailabilityMessage || t('rooms.noRooms')
              : t('rooms.notEnoughRoomsBasedOnOccupancy')
          }
          search={search}
          today={today}
        />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {next.kind === 'room' &&
            (next.step === StepFlag.RoomTypeSelection || next.step === StepFlag.RatePlanSelection) ? (
              <Stack gap="md">
                <Title order={2} size="h3">
                  {t('rooms.forRoom', {
                    number: next.roomIndex + 1,
                    guests: describeOccupancy(search.rooms[next.roomIndex]!),
                  })}
                </Title>
                <RoomTypeList
                  roomIndex={next.roomIndex}
                  offers={model.offersPerRoom[next.roomIndex] ?? []}
                  result={result}
                  roomsLeft={model.left}
                  currency={property.Currency}
                  nights={nights}
                  showOccupancy={config.ShowRoomTypeOccupancy || property.ShowRoomTypeOccupancy}
                />
              </Stack>
            ) : null}
            {next.kind === 'room' && next.step === StepFlag.UpgradeSelection ? (
              <UpgradeStep
                roomIndex={next.roomIndex}
                upgrades={model.upgradesPerRoom[next.roomIndex] ?? []}
                currency={property.Currency}
              />
            ) : null}
            {next.kind === 'room' && next.step === StepFlag.Occupancy ? (
              <LeadGuestStep key={next.roomIndex} roomIndex={next.roomIndex} config={config} />
            ) : null}
            {next.kind === 'room' && next.step === StepFlag.Extras ? (
              <ExtrasStep
                key={next.roomIndex}
                roomIndex={next.roomIndex}
                services={serviceQueries[next.roomIndex]?.data}
                loading={serviceQueries[next.roomIndex]?.isPending ?? true}
                failed={serviceQueries[next.roomIndex]?.isError ?? false}
                occupancy={search.rooms[next.roomIndex]!}
                nights={nights}
                currency={property.Currency}
              />
            ) : null}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <BasketSummary lines={model.lines} atSummary={next.kind !== 'room'} today={today} />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  )
}
