import { MantineProvider } from '@mantine/core'
import { useMemo, type ReactNode } from 'react'
import { buildTheme, type PropertyThemeColours } from '@/theme/property-theme'
import { NoticesHost } from '@/ui/notices'

/** Mantine with the property's (or group's) colours; notices auto-dismiss after 5 s at the top (spec §8). */
export function ThemedShell({ colours, children }: { colours?: PropertyThemeColours; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(colours), [colours])
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <NoticesHost />
      {children}
    </MantineProvider>
  )
}
