/**
 * Where the hotel is, as a map anyone can open without a key (decision 0141): an OpenStreetMap page with a pin on
 * the hotel's coordinates when the property file gives them, else a search for its postal address. A link, not a
 * map library: it costs the search page a few bytes, and opens in the guest's own map app or browser tab.
 */

export type MapAddress = {
  Line1: string
  Line2: string | null
  City: string
  PostCode: string
  Country: string
}

export type MapPlace = {
  address: MapAddress
  latitude?: number | null | undefined
  longitude?: number | null | undefined
}

const OSM = 'https://www.openstreetmap.org'

/** The map's address: a pin at the coordinates (zoomed to the street), else a search for the postal address. */
export function mapLink({ address, latitude, longitude }: MapPlace): string {
  if (typeof latitude === 'number' && typeof longitude === 'number') {
    const lat = latitude.toFixed(5)
    const lon = longitude.toFixed(5)
    return `${OSM}/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`
  }
  const query = [address.Line1, address.Line2, address.City, address.PostCode, address.Country]
    .filter(Boolean)
    .join(', ')
  return `${OSM}/search?query=${encodeURIComponent(query)}`
}
