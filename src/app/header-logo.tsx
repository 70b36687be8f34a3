import { Image } from '@mantine/core'
import { useState } from 'react'
import { logoWidth } from '@/theme/property-theme'

/** The logo's height in the header, in px; its box's width follows from the image once it has loaded. */
const LOGO_HEIGHT = 48
const NARROW_LOGO = 100

/**
 * The logo of a property's or a group's header. Its box is as wide as the logo shows at the header's height,
 * within the spec's 100 or 300 px (docs/product/the-app.md#limits, wider than 16:9 gets 300), so no empty box pushes the name away from a
 * logo drawn smaller.
 */
export function HeaderLogo({ src }: { src: string }) {
  const [width, setWidth] = useState(NARROW_LOGO)
  return (
    <Image
      src={src}
      alt=""
      w={width}
      h={LOGO_HEIGHT}
      fit="contain"
      style={{ objectPosition: 'left center' }}
      onLoad={(event) => {
        const { naturalWidth, naturalHeight } = event.currentTarget
        const shown =
          naturalHeight > 0 ? Math.ceil((LOGO_HEIGHT * naturalWidth) / naturalHeight) : NARROW_LOGO
        setWidth(Math.min(logoWidth(naturalWidth, naturalHeight), shown))
      }}
    />
  )
}
