import { Anchor, Button, Group, Paper, Text } from '@mantine/core'
import { useState } from 'react'
import { t } from '@/i18n/i18n'
import { analyticsConsent, setAnalyticsConsent, type Consent } from './analytics'

/**
 * The cookie banner (spec §2): until the guest answers, nothing is recorded for analytics. Both answers are
 * equally easy; the banner sits over the foot of the page without moving it and never takes the focus.
 */
export function CookieBanner({ privacyPolicyUrl }: { privacyPolicyUrl: string | null }) {
  const [answered, setAnswered] = useState(() => analyticsConsent() !== null)
  if (answered) return null
  const answer = (consent: Consent) => {
    setAnalyticsConsent(consent)
    setAnswered(true)
  }
  return (
    <Paper
      component="section"
      aria-label={t('cookies.label')}
      className="cookie-banner no-print"
      shadow="md"
      withBorder
      p="md"
      radius="md"
    >
      <Text size="sm">
        {t('cookies.text')}{' '}
        {privacyPolicyUrl ? (
          <Anchor href={privacyPolicyUrl} target="_blank" rel="noopener" size="sm">
            {t('cookies.privacyPolicy')}
          </Anchor>
        ) : null}
      </Text>
      <Group gap="sm" mt="sm" justify="flex-end">
        <Button variant="default" size="sm" onClick={() => answer('denied')}>
          {t('cookies.reject')}
        </Button>
        <Button size="sm" onClick={() => answer('granted')}>
          {t('cookies.accept')}
        </Button>
      </Group>
    </Paper>
  )
}
