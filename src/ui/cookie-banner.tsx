import '@/i18n/load-device'
import { Anchor, Button, CloseButton, Container, Group, Paper, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { t } from '@/i18n/i18n'
import { analyticsConsent, storeConsent, type Consent } from '@/analytics/consent'
import { loadWhenOnline } from '@/device/when-online'

// The rest of analytics (tag manager, pixel, what an answer changes) is not needed for the first paint: it
// loads with the answer, if the layout's page view has not loaded it already.
const loadAnalytics = loadWhenOnline(() => import('@/analytics/analytics'))

/**
 * The cookie banner (docs/product/the-app.md#screens): until the guest answers, nothing is recorded for analytics. Both answers are
 * equally easy. Shown on arrival, it never takes the focus. It sits in the page's flow under the header, not
 * over the page: it covers no control (the search form's Search button was under a banner fixed at the foot of
 * the screen), and a dialog opens over it (decision 0138).
 *
 * "Cookie settings" in the menu shows it again (`reopen` counts those requests) with the guest's current
 * answer: then it takes the focus, since the guest asked for it, and Escape or Close keeps the answer as it is.
 */
export function CookieBanner({
  privacyPolicyUrl,
  reopen = 0,
}: {
  privacyPolicyUrl: string | null
  reopen?: number
}) {
  const [open, setOpen] = useState(() => analyticsConsent() === null)
  const [asked, setAsked] = useState(reopen)
  // Adjusted while rendering, not in an effect: a new request from the menu opens it again.
  if (reopen !== asked) {
    setAsked(reopen)
    setOpen(true)
  }
  if (!open) return null
  const answer = (consent: Consent) => {
    // Kept at once, so a guest who leaves straight after is not asked again.
    const before = storeConsent(consent)
    setOpen(false)
    void loadAnalytics().then((analytics) => {
      if (analytics.applyConsent(consent, before).reload) window.location.reload()
    })
  }
  return (
    <Banner
      privacyPolicyUrl={privacyPolicyUrl}
      current={reopen > 0 ? analyticsConsent() : null}
      onAnswer={answer}
      onClose={() => setOpen(false)}
    />
  )
}

function Banner({
  privacyPolicyUrl,
  current,
  onAnswer,
  onClose,
}: {
  privacyPolicyUrl: string | null
  /** The answer given before, when the guest opened the settings again. */
  current: Consent | null
  onAnswer: (consent: Consent) => void
  onClose: () => void
}) {
  const ref = useRef<HTMLElement>(null)
  const reopened = current !== null
  useEffect(() => {
    if (reopened) ref.current?.focus()
  }, [reopened])
  return (
    <Container size="lg" pt="sm" className="no-print">
      <Paper
        ref={ref}
        component="section"
        aria-label={t('cookies.label')}
        className="cookie-banner no-print"
        shadow="md"
        withBorder
        p="md"
        radius="md"
        tabIndex={reopened ? -1 : undefined}
        onKeyDown={(e) => {
          if (reopened && e.key === 'Escape') onClose()
        }}
      >
        {reopened ? (
          <CloseButton
            aria-label={t('cookies.keepChoice')}
            onClick={onClose}
            size="sm"
            style={{ float: 'right' }}
          />
        ) : null}
        <Text size="sm">
          {t('cookies.text')}{' '}
          {privacyPolicyUrl ? (
            <Anchor href={privacyPolicyUrl} target="_blank" rel="noopener" size="sm" underline="always">
              {t('cookies.privacyPolicy')}
            </Anchor>
          ) : null}
        </Text>
        {current ? (
          <Text size="sm" fw={600} mt="xs" data-testid="cookie-choice">
            {current === 'granted' ? t('cookies.currentGranted') : t('cookies.currentDenied')}
          </Text>
        ) : null}
        {/* Side by side where they fit; on a phone one above the other, each as wide as the banner. */}
        <Group gap="sm" mt="sm" justify="flex-end" className="cookie-banner-actions">
          <Button variant="default" size="sm" onClick={() => onAnswer('denied')}>
            {t('cookies.reject')}
          </Button>
          <Button size="sm" onClick={() => onAnswer('granted')}>
            {t('cookies.accept')}
          </Button>
        </Group>
      </Paper>
    </Container>
  )
}
