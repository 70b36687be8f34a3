import { Box, Container, Group, Image, Text, useMantineTheme } from '@mantine/core'
import { Suspense } from 'react'
import { Outlet, useParams } from 'react-router'
import { ApiError } from '@/api/api-error'
import { usePropertyGroup } from '@/api/property'
import { t } from '@/i18n/i18n'
import { MessagePage } from '@/ui/message-page'
import { PageLoader } from '@/ui/page-loader'
import { ThemedShell } from './themed-shell'

/** The group search has its own layout: the group's name, logo and theme instead of one hotel's. */
export function GroupLayout() {
  const { propertyCode = '' } = useParams()
  const group = usePropertyGroup(propertyCode)
  if (group.isPending) {
    return (
      <ThemedShell>
        <PageLoader />
      </ThemedShell>
    )
  }
  if (group.isError) {
    const notFound = group.error instanceof ApiError && group.error.code === 'not-found'
    return (
      <ThemedShell>
        <main id="main">
          <MessagePage title={notFound ? t('errors.notFoundTitle') : t('errors.errorTitle')}>
            {notFound ? t('errors.propertyNotFound', { code: propertyCode }) : t('errors.network')}
          </MessagePage>
        </main>
      </ThemedShell>
    )
  }
  return (
    <ThemedShell colours={group.data.Theme}>
      <GroupHeader name={group.data.PropertyGroupName} logo={group.data.LogoFileUrl} />
      <main id="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </ThemedShell>
  )
}

function GroupHeader({ name, logo }: { name: string; logo: string | null }) {
  const theme = useMantineTheme()
  return (
    <Box component="header" bg={String(theme.other.brand)} c={String(theme.other.brandText)} py="xs">
      <Container size="lg">
        <Group h={56} gap="sm">
          {logo ? <Image src={logo} alt="" h={48} w={100} fit="contain" /> : null}
          <Text fw={700} size="lg">
            {name}
          </Text>
        </Group>
      </Container>
    </Box>
  )
}
