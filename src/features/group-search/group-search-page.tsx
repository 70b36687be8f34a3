import { Anchor, Card, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { propertyGroupQuery } from '@/api/property'
import { t } from '@/i18n/i18n'

/** Group search: the group's hotels, each leading to its own booking journey. */
export function GroupSearchPage() {
  const { propertyCode = '' } = useParams()
  const group = useQuery(propertyGroupQuery(propertyCode))
  if (!group.data) return null
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('group.title')}</Title>
        <Text>{t('group.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {group.data.Properties.map((p) => (
            <Card key={p.PropertyId} withBorder padding="md" component="article">
              {p.PropertyImageUrl ? (
                <Card.Section>
                  <Image src={p.PropertyImageUrl} alt="" h={160} fit="cover" />
                </Card.Section>
              ) : null}
              <Title order={2} size="h4" mt="sm">
                <Anchor component={Link} to={`/Book/${p.PropertyCode}`}>
                  {p.PropertyName}
                </Anchor>
              </Title>
              {p.AreaId !== null ? (
                <Text size="sm" c="dimmed">
                  {group.data.Areas.find((a) => a.AreaId === p.AreaId)?.Name}
                </Text>
              ) : null}
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  )
}
