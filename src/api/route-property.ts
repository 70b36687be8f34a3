import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { bookConfigQuery, propertyQuery } from '@/api/property'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'

// The property of the current route. The property layout loads it before rendering its children, and the
// booking area does the same for the booking config, so inside them these never suspend.

export function useRouteProperty(): PropertySettings {
  const { propertyCode = '' } = useParams()
  return useSuspenseQuery(propertyQuery(propertyCode)).data
}

export function useRouteBookConfig(): BookConfig {
  const property = useRouteProperty()
  return useSuspenseQuery(bookConfigQuery(property.PropertyId)).data
}
