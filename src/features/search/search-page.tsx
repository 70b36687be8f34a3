import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useLayoutEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { useRouteBookConfig, useRouteProperty } from '@/api/route-property'
import { searchFromQuery, type SearchQuery } from '@/api/contract/search-address'
import { hotelToday } from '@/device/clock'
import { t } from '@/i18n/i18n'
import { ConversionNote, CurrencySelect, useMoney, type Money } from '@/ui/currency-display'
import { DateRangePicker } from '@/ui/date-range-picker'
import { RoomsEditor } from '@/ui/rooms-editor'
import { bootShellSearchForm, searchOfShellForm, shellCalendarOpen } from './boot-shell-search'
import { PromoCodeField } from './promo-code-field'
import { NO_DAYS } from './search-calendar'
import { BookingIncentives, SearchAside } from './search-aside'
import { LocationSelect, MinStayNote } from './search-form-fields'
import { SearchNotices } from './search-notices'
import { searchRoomLimits, searchRoomsTexts } from './search-rooms'
import { usePromoCode, type SearchPromoCode } from './use-promo-code'
import { useSearchForm } from './use-search-form'

/**
 * Search (docs/product/search.md#screens /Book/{propertyCode}): dates on the availability calendar, rooms and who stays in each,
 * location, promo code, the rate plan code a link may carry, offers and incentives, the same-day cut-off.
 * The form is plain state rather than react-hook-form: a handful of custom controls, and the page paints
 * without the form library (decision 0020). The address carries the search, so "change search" and the
 * back button bring it back filled.
 */
export function SearchPage() {
  const [params] = useSearchParams()
  // The app's first render: the search the guest may have started in the boot shell's form (decision 0110),
  // which the server filled in from the address.
  const [shellForm] = useState(bootShellSearchForm)
  const [initial, setInitial] = useState(() =>
    shellForm ? searchOfShellForm(shellForm) : searchFromQuery(params),
  )
  const [calendarOpen, setCalendarOpen] = useState(() => (shellForm ? shellCalendarOpen(shellForm) : false))
  // React renders in a transition while the shell stays up: what the guest changed in the shell meanwhile is
  // picked up as the page replaces it, before the browser paints.
  useLayoutEffect(() => {
    if (!shellForm) return
    const latest = searchOfShellForm(shellForm)
    if (JSON.stringify(latest) !== JSON.stringify(initial)) setInitial(latest)
    setCalendarOpen(shellCalendarOpen(shellForm))
  }, [shellForm, initial])
  return (
    <SearchPageContent
      key={`${JSON.stringify(initial)} ${calendarOpen}`}
      initial={initial}
      calendarOpen={calendarOpen}
    />
  )
}

function SearchPageContent({ initial, calendarOpen }: { initial: SearchQuery; calendarOpen: boolean }) {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const promo = usePromoCode(property.PropertyId, initial.promoCode)
  return (
    <Container size="lg" py="lg">
      {/* Two columns from md up, in CSS: Mantine's Grid would cost the first paint ~1 kB (src/theme/global.css). */}
      <div className="search-columns">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('search.title')}</Title>
            <Text c="dimmed">
              {/* The address opens the hotel's map (decision 0141): a link, no map code on this page. */}
              {property.MapUrl ? (
                <Anchor
                  href={property.MapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  c="inherit"
                  underline="always"
                >
                  {property.PropertyAddress}
                </Anchor>
              ) : (
                property.PropertyAddress
              )}
            </Text>
          </Stack>
          <SearchFormCard
            property={property}
            config={config}
            initial={initial}
            promo={promo}
            calendarOpen={calendarOpen}
          />
          <BookingIncentives incentives={config.BookingIncentives} />
        </Stack>
        <SearchAside property={property} config={config} onUseCode={promo.apply} />
      </div>
    </Container>
  )
}

type FormCardProps = {
  property: PropertySettings
  config: BookConfig
  initial: SearchQuery
  promo: SearchPromoCode
  /** the boot shell's calendar was open when the app took over */
  calendarOpen: boolean
}

function SearchFormCard({ property, config, initial, promo, calendarOpen }: FormCardProps) {
  const today = hotelToday(property.TimeZone)
  const money = useMoney(property)
  const form = useSearchForm({ property, config, initial, promoCode: promo.code, today })
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="form"
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-label={t('search.title')}
    >
      <Stack gap="md">
        <SearchDates form={form} config={config} money={money} today={today} calendarOpen={calendarOpen} />
        <RoomsEditor
          rooms={form.rooms}
          onChange={form.setRooms}
          limits={searchRoomLimits(property, form.maxRooms)}
          newRoom={form.defaultRoom}
          texts={searchRoomsTexts(property)}
        />
        {config.Locations.length > 0 ? (
          <LocationSelect
            locations={config.Locations}
            value={form.locationId}
            onChange={form.setLocationId}
          />
        ) : null}
        {config.HidePromoCodeOnLandingPage ? null : (
          <PromoCodeField
            value={promo.code}
            onChange={promo.setCode}
            onApply={() => promo.apply(promo.code)}
            onRemove={promo.remove}
            check={promo.checked}
            checking={promo.checking}
            failed={promo.failed}
          />
        )}
        <SearchNotices
          ratePlanCode={form.ratePlanCode}
          onAllRates={form.clearRatePlanCode}
          sameDayBlocked={form.blocked}
          sameDayMessage={config.SameDayBookingRestrictionMessage}
          roomsRefused={form.roomsRefused}
          searchFailed={form.search.isError ? errorMessage(form.search.error, t('errors.network')) : null}
        />
        <Group justify="space-between" align="flex-end">
          <CurrencySelect property={property} money={money} />
          <Button
            type="submit"
            size="md"
            loading={form.search.isPending || form.checking}
            disabled={form.blocked}
            ms="auto"
          >
            {t('search.submit')}
          </Button>
        </Group>
        <ConversionNote property={property} money={money} />
      </Stack>
    </Card>
  )
}

type DatesProps = {
  form: ReturnType<typeof useSearchForm>
  config: BookConfig
  money: Money
  today: string
  calendarOpen: boolean
}

/** The stay's dates on the availability calendar, with the arrival's minimum stay said beneath (docs/product/search.md#limits). */
function SearchDates({ form, config, money, today, calendarOpen }: DatesProps) {
  const { days } = form.calendar
  const [dateFrom] = form.dates
  const minStay = dateFrom ? days.minStay(dateFrom) : undefined
  return (
    <>
      <DateRangePicker
        value={form.dates}
        onChange={form.onDatesChange}
        today={today}
        // ShowDisabledDatesOnCalendar off: sold-out days look like any other day and can be
        // picked; the search then answers with alternative stays (decision 0072).
        unavailable={config.ShowDisabledDatesOnCalendar ? days.unavailable : NO_DAYS}
        priceOf={(day) => {
          const price = days.unavailable.has(day) ? undefined : days.price(day)
          return price === undefined ? undefined : money.compact(price)
        }}
        minStayOf={days.minStay}
        showMinStayNotice={form.showMinStay}
        onOpen={form.calendar.want}
        initiallyOpen={calendarOpen}
        error={form.datesError}
        fieldRef={form.datesField}
      />
      {dateFrom && minStay && minStay > 1 && form.showMinStay && form.shortfall === null ? (
        <MinStayNote dateFrom={dateFrom} minStay={minStay} />
      ) : null}
    </>
  )
}
