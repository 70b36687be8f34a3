import { Anchor, Text } from '@mantine/core'
import { useRouteProperty } from '@/api/route-property'

/** "Call or e-mail the hotel" with the property's own details, for screens that send the guest to the desk. */
export function HotelContactLine({ lead }: { lead: string }) {
  const property = useRouteProperty()
  return (
    <Text>
      {lead}{' '}
      <Anchor underline="always" href={`tel:${property.Telephone.replace(/[^+\d]/g, '')}`}>
        {property.Telephone}
      </Anchor>{' '}
      ·{' '}
      <Anchor underline="always" href={`mailto:${property.Email}`}>
        {property.Email}
      </Anchor>
    </Text>
  )
}
