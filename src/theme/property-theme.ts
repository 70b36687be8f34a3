import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core'
import { contrastRatio, contrastText, shadesOf } from './colour'

/** The Theme of docs/product/the-app.md#what-is-kept, as the property settings carry it. Every colour may be missing. */
export type PropertyThemeColours = Partial<
  Record<
    | 'Primary'
    | 'Secondary'
    | 'Accent'
    | 'Tertiary'
    | 'Dark'
    | 'DarkPage'
    | 'Positive'
    | 'Negative'
    | 'Info'
    | 'Warning'
    | 'LightPage'
    | 'BrandPrimary',
    string | null
  >
>

const FALLBACK = {
  Primary: '#1d3557',
  Secondary: '#2a9d8f',
  Positive: '#2b8a3e',
  Negative: '#c92a2a',
  Info: '#1971c2',
  Warning: '#e67700',
}

const tuple = (hex: string) => shadesOf(hex) as unknown as MantineColorsTuple

// Mantine fills buttons with shade 6 and writes white on it; a light brand colour would fail contrast, so
// the filled shade moves darker until white text reads at 4.5:1.
function readableShade(hex: string): number {
  const shades = shadesOf(hex)
  for (let i = 6; i < shades.length; i++) if (contrastRatio(shades[i]!, '#ffffff') >= 4.5) return i
  return 9
}

export function buildTheme(colours: PropertyThemeColours | undefined): MantineThemeOverride {
  const primary = colours?.Primary ?? colours?.BrandPrimary ?? FALLBACK.Primary
  const secondary = colours?.Secondary ?? FALLBACK.Secondary
  return createTheme({
    primaryColor: 'brand',
    primaryShade: readableShade(primary) as 6,
    colors: {
      brand: tuple(primary),
      secondary: tuple(secondary),
      positive: tuple(colours?.Positive ?? FALLBACK.Positive),
      negative: tuple(colours?.Negative ?? FALLBACK.Negative),
      info: tuple(colours?.Info ?? FALLBACK.Info),
      warning: tuple(colours?.Warning ?? FALLBACK.Warning),
    },
    breakpoints: { xs: '36em', sm: '37.5em', md: '64em', lg: '90em', xl: '120em' },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
    defaultRadius: 'md',
    other: {
      brandText: contrastText(colours?.BrandPrimary ?? primary),
      brand: colours?.BrandPrimary ?? primary,
    },
  })
}

/** docs/product/the-app.md#limits: a logo is 100 px wide, or 300 px when it is wider than 16:9. */
export function logoWidth(naturalWidth: number, naturalHeight: number): 100 | 300 {
  if (naturalHeight <= 0) return 100
  return naturalWidth / naturalHeight > 16 / 9 ? 300 : 100
}
