import { Card } from '@mantine/core'
import type { RoomType } from '@/api/contract/availability'
import { GalleryOpener } from '@/ui/gallery-opener'

/**
 * The room type's pictures at the top of its card, the first opening the gallery (decision 0141). A server that
 * sends no Images (or a room with its one picture only) still shows ImageUrl, a gallery of one. Always the card's
 * first part.
 */
export function RoomPhotos({ roomType, eager }: { roomType: RoomType; eager: boolean }) {
  const images =
    roomType.Images && roomType.Images.length > 0
      ? roomType.Images
      : roomType.ImageUrl
        ? [{ Url: roomType.ImageUrl, Alt: '' }]
        : []
  if (images.length === 0) return null
  return (
    // The card's first part, though not its direct child: Card marks only direct sections first (flush to the top).
    <Card.Section data-first-section data-orientation="vertical">
      <GalleryOpener images={images} name={roomType.Name} eager={eager} />
    </Card.Section>
  )
}
