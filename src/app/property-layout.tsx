import { Anchor, Box, Burger, Container, Group, Text, useMantineTheme } from '@mantine/core'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, Outlet, useLocation, useParams } from 'react-router'
import { useProperty } from '@/api/property'
import { t } from '@/i18n/i18n'
import { PageLoader } from '@/ui/page-loader'
import type { PropertySettings } from '@/api/contract/property'
import { DeviceStatus } from './device-status'
import { LanguageMenu } from '@/ui/language-menu'
import { HeaderLogo } from './header-logo'
import { LayoutLoader, LayoutLoadFailure } from './layout-load-states'
import { ThemedShell } from './themed-shell'
import { usePageTitle } from './page-title'
import { loadWhenOnline } from '@/device/when-online'

// The menu (Mantine's Menu with its floating positioning, a tenth of the first load) loads after the header
// has painted; until then the same button stands in its place, and a press on it opens the menu once it is
// there (decision 0020).
const PropertyMenu = lazy(
  loadWhenOnline(() => import('./property-menu').then((m) => ({ default: m.PropertyMenu }))),
)
const preloadMenu = () => void import('./property-menu')
// The cookie banner (with the device's texts it registers) comes just after the first paint too: nothing is
// recorded before the guest's choice, so the banner can wait for the page (decision 0121).
// A first visit that loses the connection before it comes keeps its page and gets the banner once back online.
const CookieBanner = lazy(
  loadWhenOnline(() => import('@/ui/cookie-banner').then((m) => ({ default: m.CookieBanner }))),
)

/** Header, menu and theme of one property, loaded from the property code in the route. */
export function PropertyLayout() {
  const { propertyCode = '' } = useParams()
  const property = useProperty(propertyCode)
  const { pathname } = useLocation()
  // Each press on "Cookie settings" in the menu shows the cookie banner again.
  const [cookieSettings, setCookieSettings] = useState(0)

  useEffect(() => {
    if (!property.data) return
    const settings = property.data
    const search = window.location.search
    void import('@/analytics/analytics').then((analytics) => {
      analytics.captureCampaign(search)
      analytics.trackPageView(settings, pathname)
    })
  }, [property.data, pathname])
  useInstallIdentity(property.data)
  usePageTitle(property.data?.PropertyName ?? null, property.isError)

  if (property.isPending) return <LayoutLoader />
  if (property.isError) return <LayoutLoadFailure error={property.error} code={propertyCode} retry />

  return (
    <ThemedShell colours={property.data.Theme}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <PropertyHeader property={property.data} onCookieSettings={() => setCookieSettings((n) => n + 1)} />
      {/* In the first render, as in the boot shell (decision 0027): it must not blink out and back in. Under the
          header, in the page's flow: it covers nothing (decision 0138). */}
      <Suspense fallback={null}>
        <CookieBanner privacyPolicyUrl={property.data.PrivacyPolicyUrl} reopen={cookieSettings} />
      </Suspense>
      <DeviceStatus />
      <Box component="main" id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </ThemedShell>
  )
}

function PropertyHeader({
  property,
  onCookieSettings,
}: {
  property: PropertySettings
  onCookieSettings: () => void
}) {
  const [menuAsked, setMenuAsked] = useState(false)
  const theme = useMantineTheme()
  const code = property.PropertyCode
  return (
    <Box component="header" bg={String(theme.other.brand)} c={String(theme.other.brandText)} py="xs">
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" h={56}>
          <Anchor
            component={Link}
            to={`/Book/${code}`}
            c="inherit"
            underline="never"
            aria-label={property.PropertyName}
          >
            <Group gap="sm" wrap="nowrap">
              {property.LogoFileUrl ? <HeaderLogo src={property.LogoFileUrl} /> : null}
              <Text fw={700} size="lg" visibleFrom="sm">
                {property.PropertyName}
              </Text>
            </Group>
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu />
            {/* A tap on the stand-in while the menu loads is kept: the menu opens as soon as it is there. */}
            <Suspense
              fallback={
                <Burger
                  opened={false}
                  color="currentColor"
                  aria-label={t('menu.label')}
                  onPointerEnter={preloadMenu}
                  onFocus={preloadMenu}
                  onClick={() => setMenuAsked(true)}
                />
              }
            >
              <PropertyMenu
                property={property}
                asked={menuAsked}
                onAskHandled={() => setMenuAsked(false)}
                onCookieSettings={onCookieSettings}
              />
            </Suspense>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
/**
 * Installing from a property's pages installs that property: its manifest (name, colour, start page) and the
 * browser's theme colour follow the property shown.
 */
function useInstallIdentity(property: PropertySettings | undefined) {
  const code = property?.PropertyCode
  const colour = property?.Theme.BrandPrimary
  useEffect(() => {
    if (!code) return
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest/${code}.webmanifest`)
    if (colour) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour)
  }, [code, colour])
}
