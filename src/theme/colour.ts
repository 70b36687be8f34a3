// Colour maths for the property theme: shades for Mantine's 10-step palettes and the spec's rule for the
// text colour on the brand colour (black on light colours, white on dark ones, docs/product/the-app.md#limits).

type Rgb = readonly [number, number, number]

export function parseHex(hex: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) return undefined
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

function mix(a: Rgb, b: Rgb, weightOfB: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * weightOfB) as unknown as Rgb
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex)
  if (!rgb) return 0
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Black text on a light colour, white on a dark one: whichever contrasts more. */
export function contrastText(background: string): '#000000' | '#ffffff' {
  const l = relativeLuminance(background)
  const withBlack = (l + 0.05) / 0.05
  const withWhite = 1.05 / (l + 0.05)
  return withBlack >= withWhite ? '#000000' : '#ffffff'
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Ten shades, lightest first, with the given colour at index 6 (Mantine's default primary shade). */
export function shadesOf(hex: string): string[] {
  const base = parseHex(hex) ?? parseHex('#1d3557')!
  const white: Rgb = [255, 255, 255]
  const black: Rgb = [0, 0, 0]
  const towardsWhite = [0.92, 0.8, 0.65, 0.5, 0.35, 0.18]
  const towardsBlack = [0.15, 0.3, 0.45]
  return [
    ...towardsWhite.map((w) => toHex(mix(base, white, w))),
    toHex(base),
    ...towardsBlack.map((w) => toHex(mix(base, black, w))),
  ]
}
