import '@/i18n/load-journey'
import { Alert, Anchor, Box, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQueries, useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { searchQuery } from '@/api/availability'
import { toAvailability } from '@/api/contract/availability-to-domain'
import { servicesQuery } from '@/api/service'
import { nextStep, StepFlag } from '@/domain/booking-flow'

import { nightsBetween } from '@/domain/dates'
import { notEnoughRoomsForOccupancy, promoCodeMessageToShow } from '@/domain/offering'
import type { Occupancy } from '@/domain/occupancy'
import { isSameDayBookingBlocked, sameDayRestrictionOf } from '@/domain/same-day'
import { describeOccupancy, formatDay, t } from '@/i18n/i18n'
import { basketPricing } from '@/state/basket-pricing'
import { selectRoom, startRoomsAndRates, updateRoom, useBookingSession } from '@/state/booking-session'
import {
  restorableSearch,
  roomsParamOf,
  searchFromQuery,
  searchQueryOf,
  searchRequestOf,
  type SearchForm,
} from '@/api/contract/search-address'
import { localTime, localToday } from '@/device/clock'
import { ConversionNote, CurrencySelect, useMoney } from '@/ui/currency-display'
import { afterFirstPaintIdle } from '@/device/idle'
import { PageLoader } from '@/ui/page-loader'
import { RoomListSelector } from '@/ui/room-list-selector'
import { useRouteBookConfig, useRouteProperty } from '@/api/route-property'
import { BasketSummary } from './basket-summary'
import { ClosedToday } from './closed-today'
import { useStepFocus } from './use-step-focus'
import { flowRoomsOf, roomsRatesModel } from './rooms-rates-model'
import { chosenServices, stockUsedElsewhere } from './extras'
import { NoAvailability } from './no-availability'
import { OccupancyWarning } from './occupancy-warning'
import { RoomPanel } from './room-panel'
import { UpgradeStep } from './upgrade-step'

// The steps after the room list, and the extras dialog, load once the list is on screen (decision 0027): the
// form library and Mantine's Modal are a third of this page's code, and the list paints without them.
const loadLeadGuestStep = () => import('./lead-guest-step')
const loadExtrasStep = () => import('./extras-step')
const loadExtrasDialog = () => import('@/ui/extras-dialog')
const LeadGuestStep = lazy(() => loadLeadGuestStep().then((m) => ({ default: m.LeadGuestStep })))
const ExtrasStep = lazy(() => loadExtrasStep().then((m) => ({ default: m.ExtrasStep })))
const ExtrasDialog = lazy(() => loadExtrasDialog().then((m) => ({ default: m.ExtrasDialog })))

const EMPTY_SEARCH: SearchForm = {
  propertyCode: '',
  dateFrom: '',
  dateTo: '',
  rooms: [],
  promoCode: '',
  ratePlanCode: null,
  locationId: null,
}

/**
 * Rooms and rates (spec §2, §4): room types offered for each searched room, then, room by room, upgrades,
 * the lead guest (Occupancy) and extras, then the booking summary. On a desktop-sized screen the summary sits
 * beside the list and leads to Checkout; on a phone it moves to the top of the page, which scrolls up to it.
 */
export function RoomsRatesPage() {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const live = useBookingSession()
  // The page follows the session a moment behind, in a render React splits into short pieces: a choice or the
  // search's answer then never holds the main thread for the whole page at once (decision 0027).
  const session = useDeferredValue(live)
  const { search, result } = session
  const today = localToday()
  const money = useMoney(property)
  const desktop = useMediaQuery('(min-width: 64em)', true, { getInitialValueInEffect: false })
  const [editingExtras, setEditingExtras] = useState<number | null>(null)

  // A reload, or a link from the hotel's site, lands here with the search in the address and no session:
  // the search runs again and the session starts from its answer (spec §2: only when no search is possible
  // does the guest go back to the search page).
  const [params, setParams] = useSearchParams()
  const wanted = useMemo(
    () => restorableSearch(searchFromQuery(params), property.PropertyCode),
    [params, property],
  )
  const needsRestore =
    wanted !== null && (live.search === null || live.search.propertyCode !== property.PropertyCode)
  // Spec §4 same-day restriction: an arrival today at or past the hotel's cut-off cannot be booked, whether the
  // stay comes from the session or from the address (then it is not searched again at all).
  const sameDay = sameDayRestrictionOf(config)
  const arrival = needsRestore ? wanted?.dateFrom : live.search?.dateFrom
  const closedToday =
    arrival !== undefined && isSameDayBookingBlocked(sameDay, arrival, { date: today, ...localTime() })
  // Asked by property code, like the app's start-up prefetch of the same address, so the two share one request.
  const restore = useQuery({
    ...searchQuery(searchRequestOf(wanted ?? EMPTY_SEARCH, property.PropertyCode)),
    enabled: needsRestore && !closedToday,
  })
  useEffect(() => {
    if (needsRestore && !closedToday && wanted && restore.data) startRoomsAndRates(wanted, restore.data)
  }, [needsRestore, closedToday, wanted, restore.data])

  const model = useMemo(() => roomsRatesModel(session), [session])

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

  const flowRooms = flowRoomsOf(
    session,
    model,
    config,
    serviceQueries.map((q) => q.data),
  )
  const next = nextStep({ rooms: flowRooms, summarySeen: session.summarySeen })
  // The room the guest picked in the room list selector (spec §4 active room) is shown instead of the flow's
  // step until a rate is chosen or kept for it; then the flow leads on from where it stands.
  const rooms = search?.rooms.length ?? 0
  const active =
    session.activeRoom !== null && session.activeRoom < rooms && result ? session.activeRoom : null
  const flowDone = next.kind !== 'room'
  const atSummary = flowDone && active === null
  const choosingStep =
    next.kind === 'room' &&
    (next.step === StepFlag.RoomTypeSelection || next.step === StepFlag.RatePlanSelection)
  const panelRoom = active ?? (choosingStep ? next.roomIndex : null)
  const currentRoom = active ?? (next.kind === 'room' ? next.roomIndex : null)

  // Each new step takes the focus and the view: its heading is focused (a screen reader announces it) and
  // scrolled to. Spec §2: on mobile the booking summary scrolls to the top of the page, where it now stands.
  const stepKey =
    active !== null ? `active-${active}` : next.kind === 'room' ? `${next.step}-${next.roomIndex}` : next.kind
  const mainColumn = useStepFocus(stepKey, atSummary && !desktop, search !== null && result !== null)

  // The later steps' code loads while the guest looks at the list, so a choice opens its step at once.
  useEffect(() => {
    if (!search || !result) return
    return afterFirstPaintIdle(() => {
      void loadLeadGuestStep()
      void loadExtrasStep()
      void loadExtrasDialog()
    })
  }, [search, result])

  const searchAddress = (form: SearchForm) => `/Book/${property.PropertyCode}?${searchQueryOf(form)}`
  // A room's guests changed here: the address says so too, so "Change search", a reload and a shared link
  // carry the party the basket is priced for (decision 0086).
  const keepRoomsInAddress = (rooms: Occupancy[]) => {
    if (!params.has('rooms')) return
    const next = new URLSearchParams(params)
    next.set('rooms', roomsParamOf(rooms))
    setParams(next, { replace: true })
  }
  if (closedToday) {
    const closed = needsRestore ? wanted : search
    return (
      <ClosedToday
        stay={closed}
        message={sameDay.message}
        otherDates={closed ? searchAddress(closed) : null}
      />
    )
  }

  if (!search || !result || !model || search.propertyCode !== property.PropertyCode) {
    if (wanted && !restore.isError) {
      // The heading stays where the boot shell drew it while the search runs again.
      return (
        <Container size="lg" pt="lg">
          <Title order={1}>{t('rooms.title')}</Title>
          <PageLoader />
        </Container>
      )
    }
    return (
      <Navigate to={`/Book/${property.PropertyCode}${wanted ? `?${searchQueryOf(wanted)}` : ''}`} replace />
    )
  }

  const nights = nightsBetween(search.dateFrom, search.dateTo)
  const noRooms = model.allOffers.some((offers) => offers.length === 0)
  const notEnough = !noRooms && notEnoughRoomsForOccupancy(model.allOffers, toAvailability(result))
  const promoMessage = promoCodeMessageToShow({
    promoCode: search.promoCode,
    isPromoCodeValid: result.IsPromoCodeValid,
    promoCodeMessage: result.PromoCodeMessage,
    searching: false,
  })
  const totals = basketPricing(session, property, config, today)
  const editing = editingExtras === null ? null : session.choices[editingExtras]
  const editingServices = editingExtras === null ? undefined : serviceQueries[editingExtras]?.data
  // Spec §4: a room's services can be edited if it has none, or one is editable or just added. In the booking
  // flow every extra is just added, so a room can change its extras whenever the hotel offers any.
  const canEditExtras = (i: number) => (serviceQueries[i]?.data?.Services.length ?? 0) > 0

  const summary = (
    <BasketSummary
      propertyCode={property.PropertyCode}
      currency={property.Currency}
      lines={model.lines}
      roomCount={search.rooms.length}
      totals={totals}
      vatIncluded={!property.IsStandardTaxExclusive}
      money={money}
      atSummary={flowDone}
      onEditExtras={setEditingExtras}
      canEditExtras={canEditExtras}
      onChangeRoom={selectRoom}
    />
  )

  return (
    <Container size="lg" py="lg">
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('rooms.title')}</Title>
        <Group gap="xs" justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Text>
              {formatDay(search.dateFrom, 'weekday')} – {formatDay(search.dateTo, 'weekday')} ·{' '}
              {t('units.nights', { count: nights })} · {t('units.rooms', { count: search.rooms.length })}
            </Text>
            <Anchor component={Link} to={searchAddress(search)}>
              {t('rooms.editSearch')}
            </Anchor>
          </Stack>
          <CurrencySelect property={property} money={money} />
        </Group>
        <ConversionNote property={property} money={money} />
        {promoMessage ? (
          <Alert color="warning" role="status">
            {promoMessage}
          </Alert>
        ) : null}
        {search.promoCode && result.IsPromoCodeValid ? (
          <Text size="sm" c="positive.8">
            {t('rooms.promoApplied', { code: search.promoCode })}
          </Text>
        ) : null}
      </Stack>
      {model.unfit.length > 0 ? (
        <OccupancyWarning
          rooms={model.unfit.map((i) => ({ number: i + 1, occupancy: search.rooms[i]! }))}
          changeSearchTo={searchAddress(search)}
        />
      ) : noRooms || notEnough ? (
        <NoAvailability
          property={property}
          message={
            noRooms
              ? config.NoAvailabilityMessage || t('rooms.noRooms')
              : t('rooms.notEnoughRoomsBasedOnOccupancy')
          }
          search={search}
          today={today}
          sameDay={sameDay}
          showMinStay={config.ShowMinimumLengthOfStayNotification}
          format={money.format}
        />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: atSummary ? 2 : 1, md: 1 }} ref={mainColumn}>
            {search.rooms.length > 1 ? (
              <Box mb="lg">
                <RoomListSelector
                  label={t('rooms.yourRooms')}
                  rooms={search.rooms.map((occupancy, i) => {
                    const line = model.lines.find((l) => l.roomIndex === i)
                    return {
                      title: t('search.room', { number: i + 1 }),
                      guests: describeOccupancy(occupancy),
                      choice: line
                        ? {
                            roomType: line.roomType.Name,
                            ratePlan: line.ratePlan.RatePlanName,
                            price: money.format(line.stay.total),
                          }
                        : null,
                    }
                  })}
                  current={currentRoom}
                  onSelect={selectRoom}
                  toChooseLabel={t('rooms.toChoose')}
                  currentLabel={t('rooms.selected')}
                />
              </Box>
            ) : null}
            {panelRoom !== null ? (
              <RoomPanel
                key={panelRoom}
                roomIndex={panelRoom}
                occupancy={search.rooms[panelRoom]!}
                property={property}
                result={result}
                offers={model.offersPerRoom[panelRoom] ?? []}
                roomsLeft={model.leftPerRoom[panelRoom] ?? model.left}
                money={money}
                nights={nights}
                showOccupancy={config.ShowRoomTypeOccupancy || property.ShowRoomTypeOccupancy}
                showMinimumStay={config.ShowMinimumLengthOfStayNotification}
                active={active !== null}
                line={model.lines.find((l) => l.roomIndex === panelRoom)}
                onGuestsChanged={keepRoomsInAddress}
              />
            ) : null}
            {active === null && next.kind === 'room' && next.step === StepFlag.UpgradeSelection ? (
              <UpgradeStep
                roomIndex={next.roomIndex}
                upgrades={model.upgradesPerRoom[next.roomIndex] ?? []}
                result={result}
                format={money.format}
              />
            ) : null}
            {active === null && next.kind === 'room' && next.step === StepFlag.Occupancy ? (
              <Suspense fallback={<PageLoader />}>
                <LeadGuestStep key={next.roomIndex} roomIndex={next.roomIndex} config={config} />
              </Suspense>
            ) : null}
            {active === null && next.kind === 'room' && next.step === StepFlag.Extras ? (
              <Suspense fallback={<PageLoader />}>
                <ExtrasStep
                  key={next.roomIndex}
                  roomIndex={next.roomIndex}
                  services={serviceQueries[next.roomIndex]?.data}
                  loading={serviceQueries[next.roomIndex]?.isPending ?? true}
                  failed={serviceQueries[next.roomIndex]?.isError ?? false}
                  occupancy={search.rooms[next.roomIndex]!}
                  nights={nights}
                  usedElsewhere={stockUsedElsewhere(session, next.roomIndex)}
                  format={money.format}
                />
              </Suspense>
            ) : null}
            {atSummary ? (
              <Card withBorder radius="md" padding="lg">
                <Stack gap="xs">
                  <Title order={2} size="h3">
                    {t('rooms.readyTitle')}
                  </Title>
                  <Text>{t('rooms.readyText')}</Text>
                  {desktop ? null : (
                    <Button variant="subtle" w="fit-content" onClick={() => window.scrollTo({ top: 0 })}>
                      {t('rooms.backToSummary')}
                    </Button>
                  )}
                </Stack>
              </Card>
            ) : null}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: atSummary ? 1 : 2, md: 2 }}>
            <div className="basket-column">{summary}</div>
          </Grid.Col>
        </Grid>
      )}
      {editingExtras !== null && editing && editingServices ? (
        <Suspense fallback={null}>
          <ExtrasDialog
            key={editingExtras}
            opened
            title={t('rooms.extrasTitle', { number: editingExtras + 1 })}
            services={editingServices}
            occupancy={search.rooms[editingExtras]!}
            nights={nights}
            initial={editing.services}
            usedElsewhere={stockUsedElsewhere(session, editingExtras)}
            format={money.format}
            saveLabel={t('extras.save')}
            closeLabel={t('extras.cancel')}
            onSave={(chosen) => {
              updateRoom(editingExtras, {
                services: chosenServices(chosen, editingServices),
                extrasSeen: true,
              })
              setEditingExtras(null)
            }}
            onClose={() => setEditingExtras(null)}
          />
        </Suspense>
      ) : null}
    </Container>
  )
}
