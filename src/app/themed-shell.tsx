import { MantineProvider, type CSSVariablesResolver } from '@mantine/core'
import { useMemo, type ReactNode } from 'react'
import { buildTheme, type PropertyThemeColours } from '@/theme/property-theme'
import { NoticesHost } from '@/ui/notices'

// Mantine writes field errors in red-6 (#fa5252, 3.3:1 on white); the property's own negative colour at a dark
// shade reads at 4.5:1 or better.
const readableErrors: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-negative-9)' },
  dark: {},
})

// Under vitest the page has no layout (every box measures 0 × 0), so floating-ui takes the menu's button for
// scrolled out of sight and hides the open menu whenever its position lands before the test looks. Mantine's
// test mode turns that check and the transitions off; the browser build never takes this branch.
const MANTINE_ENV = import.meta.env.MODE === 'test' ? 'test' : 'default'

/** Mantine with the property's (or group's) colours; notices auto-dismiss after 5 s at the top (docs/product/the-app.md#errors). */
export function ThemedShell({ colours, children }: { colours?: PropertyThemeColours; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(colours), [colours])
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={readableErrors}
      env={MANTINE_ENV}
    >
      <NoticesHost />
      {children}
    </MantineProvider>
  )
}
