import { describe, expect, it } from 'vitest'
import { contrastRatio, contrastText, shadesOf } from '@/theme/colour'
import { buildTheme, logoWidth } from '@/theme/property-theme'

describe('property theme (docs/product/the-app.md#what-is-kept, docs/product/the-app.md#limits)', () => {
  it('writes black on a light brand colour and white on a dark one', () => {
    expect(contrastText('#f4e285')).toBe('#000000')
    expect(contrastText('#1d3557')).toBe('#ffffff')
    expect(contrastText('#ffffff')).toBe('#000000')
    expect(contrastText('#000000')).toBe('#ffffff')
  })

  it('makes ten shades with the brand colour itself at the primary shade', () => {
    const shades = shadesOf('#2a9d8f')
    expect(shades).toHaveLength(10)
    expect(shades[6]).toBe('#2a9d8f')
  })

  it('fills buttons with a shade that white text can be read on', () => {
    const theme = buildTheme({ Primary: '#e9c46a' })
    const shade = theme.primaryShade as number
    const filled = theme.colors?.brand?.[shade] ?? ''
    expect(contrastRatio(filled, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('draws a logo 100 px wide, or 300 px when it is wider than 16:9', () => {
    expect(logoWidth(200, 200)).toBe(100)
    expect(logoWidth(160, 90)).toBe(100)
    expect(logoWidth(300, 100)).toBe(300)
    expect(logoWidth(0, 0)).toBe(100)
  })
})
