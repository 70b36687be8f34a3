import { Anchor, Box, Container, Group, Text, useMantineTheme } from '@mantine/core'
import { Suspense } from 'react'
import { Link, Outlet, useParams } from 'react-router'
import { usePageTitle } from './page-title'
import type { PropertyGroup } from '@/api/contract/property'
import { usePropertyGroup } from '@/api/property'
import { t } from '@/i18n/i18n'
import { PageLoader } from '@/ui/page-loader'
import { LanguageMenu } from '@/ui/language-menu'
import { HeaderLogo } from './header-logo'
import { LayoutLoader, LayoutLoadFailure } from './layout-load-states'
import { ThemedShell } from './themed-shell'

/**
 * The group search has its own layout: the group's name, logo and theme instead of one hotel's, and a way back to
 * the group's own website (as the property menu has for a hotel's).
 */
export function GroupLayout() {
  const { propertyCode = '' } = useParams()
  const group = usePropertyGroup(propertyCode)
  usePageTitle(group.data?.PropertyGroupName ?? null, group.isError)
  if (group.isPending) return <LayoutLoader />
  if (group.isError) return <LayoutLoadFailure error={group.error} code={propertyCode} retry={false} />
  return (
    <ThemedShell colours={group.data.Theme}>
      <GroupHeader group={group.data} />
      <main id="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </ThemedShell>
  )
}

function GroupHeader({ group }: { group: PropertyGroup }) {
  const theme = useMantineTheme()
  return (
    <Box component="header" bg={String(theme.other.brand)} c={String(theme.other.brandText)} py="xs">
      <Container size="lg">
        <Group h={56} gap="sm" justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to={`/BookGroup/${group.PropertyGroupCode}`}
            c="inherit"
            underline="never"
            aria-label={group.PropertyGroupName}
          >
            <Group gap="sm" wrap="nowrap">
              {group.LogoFileUrl ? <HeaderLogo src={group.LogoFileUrl} /> : null}
              <Text fw={700} size="lg">
                {group.PropertyGroupName}
              </Text>
            </Group>
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            {group.WebsiteUrl ? (
              <Anchor href={group.WebsiteUrl} c="inherit" underline="always" size="sm" ta="end">
                {t('menu.backToGroupWebsite')}
              </Anchor>
            ) : null}
            <LanguageMenu />
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
