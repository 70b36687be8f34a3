import { Card } from '@mantine/core'
import type { RoomType } from '@/api/contract/availability'
import { GalleryOpener } from '@/ui/gallery-opener'

/**
 * The room type's pictures at the top of its card, the first opening the gallery (decision 0141). A server that
 * sends no Images (or a room with its one picture only) still shows ImageUrl, a gallery of one.
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
    <Card.Section>
      <GalleryOpener images={images} name={roomType.Name} eager={eager} />
    </Card.Section>
  )
}
