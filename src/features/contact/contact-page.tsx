import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/ui/route-property'

/** Contact us: the hotel's address, telephone, e-mail, website and a map link, from its settings. */
export function ContactPage() {
  const property = useRouteProperty()
  const a = property.Address
  const lines = [a.Line1, a.Line2, a.City, a.County, a.PostCode, a.Country].filter((l): l is string => !!l)
  const mapQuery = encodeURIComponent(`${property.PropertyName}, ${lines.join(', ')}`)
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('contact.title')}</Title>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h3">
              {property.PropertyName}
            </Title>
            <Stack gap={0}>
              <Text fw={600}>{t('contact.address')}</Text>
              <Text component="address" style={{ fontStyle: 'normal' }}>
                {lines.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </Text>
              <Anchor
                href={`https://www.openstreetmap.org/search?query=${mapQuery}`}
                target="_blank"
                rel="noreferrer"
              >
                {t('contact.map')}
              </Anchor>
            </Stack>
            <Stack gap={0}>
              <Text fw={600}>{t('contact.telephone')}</Text>
              <Anchor href={`tel:${property.Telephone.replace(/[^+\d]/g, '')}`}>{property.Telephone}</Anchor>
            </Stack>
            <Stack gap={0}>
              <Text fw={600}>{t('contact.email')}</Text>
              <Anchor href={`mailto:${property.Email}`}>{property.Email}</Anchor>
            </Stack>
            {property.WebsiteUrl ? (
              <Stack gap={0}>
                <Text fw={600}>{t('contact.website')}</Text>
                <Anchor href={property.WebsiteUrl}>{property.WebsiteUrl.replace(/^https?:\/\//, '')}</Anchor>
              </Stack>
            ) : null}
          </Stack>
        </Card>
      </Stack>
    </Container>
  )
}
