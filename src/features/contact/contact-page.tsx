import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Image,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { PropertySettings } from '@/api/contract/property'
import { t } from '@/i18n/i18n'
import { useRouteBookConfig, useRouteProperty } from '@/api/route-property'

/** Contact us (docs/product/restaurant-and-contact.md#what-the-guest-can-do): the hotel's address, telephone, e-mail, website and a map link, from its settings. */
export function ContactPage() {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const code = property.PropertyCode

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('contact.title')}</Title>
        <Text size="lg">{t('contact.intro', { hotel: property.PropertyName })}</Text>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <HotelContactCard property={property} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              {property.PropertyImageUrl ? (
                <Image src={property.PropertyImageUrl} alt="" radius="md" h={240} fit="cover" />
              ) : null}
              <Text>
                {t(
                  config.RestaurantBookingServiceActive
                    ? 'contact.alreadyBookedWithTables'
                    : 'contact.alreadyBooked',
                )}
              </Text>
              <Group gap="sm">
                <Button component={Link} to={`/Manage/${code}`} variant="light">
                  {t('menu.manageBooking')}
                </Button>
                {config.RestaurantBookingServiceActive ? (
                  <Button component={Link} to={`/Restaurant/${code}`} variant="light">
                    {t('contact.bookTable')}
                  </Button>
                ) : null}
                <Button component={Link} to={`/Book/${code}`}>
                  {t('menu.newBooking')}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  )
}

/** The address as lines from its parts; a hotel that gives no parts has its one-line address instead. */
function addressLinesOf(property: PropertySettings): string[] {
  const address = property.Address
  const lines = [
    address.Line1,
    address.Line2,
    address.City,
    address.County,
    address.PostCode,
    address.Country,
  ].filter((line): line is string => !!line && line.trim() !== '')
  return lines.length > 0 ? lines : [property.PropertyAddress]
}

/** The hotel's address with a map link, then each way to reach it that it has given. */
function HotelContactCard({ property }: { property: PropertySettings }) {
  const addressLines = addressLinesOf(property)
  const mapQuery = encodeURIComponent(`${property.PropertyName}, ${addressLines.join(', ')}`)
  const telephone = property.Telephone.replace(/[^+\d]/g, '')
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="contact-hotel">
      <Title order={2} size="h3" id="contact-hotel" mb="md">
        {property.PropertyName}
      </Title>
      <Box component="dl" m={0}>
        <Detail term={t('contact.address')}>
          <Text component="address" style={{ fontStyle: 'normal' }}>
            {addressLines.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </Text>
          <Anchor
            href={`https://www.openstreetmap.org/search?query=${mapQuery}`}
            target="_blank"
            rel="noreferrer"
            underline="always"
          >
            {t('contact.map')}
            <VisuallyHidden>{` (${t('contact.newTab')})`}</VisuallyHidden>
          </Anchor>
        </Detail>
        {telephone ? (
          <Detail term={t('contact.telephone')}>
            <Anchor href={`tel:${telephone}`} underline="always">
              {property.Telephone}
            </Anchor>
          </Detail>
        ) : null}
        {property.Email ? (
          <Detail term={t('contact.email')}>
            <Anchor href={`mailto:${property.Email}`} underline="always">
              {property.Email}
            </Anchor>
          </Detail>
        ) : null}
        {property.WebsiteUrl ? (
          <Detail term={t('contact.website')}>
            <Anchor href={property.WebsiteUrl} underline="always">
              {property.WebsiteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </Anchor>
          </Detail>
        ) : null}
      </Box>
    </Card>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box mb="md">
      <Text component="dt" fw={700}>
        {term}
      </Text>
      <Box component="dd" m={0}>
        {children}
      </Box>
    </Box>
  )
}
