import { describe, expect, it } from 'vitest'
import {
  bootShellHtml,
  fillBootShell,
  isShellProperty,
  shellRouteOf,
  type ShellProperty,
} from '@/boot-shell/boot-shell'
import { HARBOUR } from '../../server/seed/demo'

const INDEX = `<!doctype html><html><head>
    <meta name="theme-color" content="#1d3557" />
    <link rel="manifest" href="/manifest.webmanifest" />
  </head><body><div id="root"><!--boot-shell--><!--/boot-shell--></div></body></html>`

const property: ShellProperty = HARBOUR.settings

describe('the boot shell', () => {
  it('knows the property and page of an address', () => {
    expect(shellRouteOf('/Book/harbour')).toEqual({ code: 'HARBOUR', page: 'search' })
    expect(shellRouteOf('/Book/HARBOUR/')).toEqual({ code: 'HARBOUR', page: 'search' })
    expect(shellRouteOf('/Book/HARBOUR/Rooms-And-Rates')).toEqual({ code: 'HARBOUR', page: 'rooms' })
    expect(shellRouteOf('/Book/HARBOUR/Checkout/abc')).toEqual({ code: 'HARBOUR', page: 'checkout' })
    expect(shellRouteOf('/Book/HARBOUR/Confirmation/abc')).toEqual({ code: 'HARBOUR', page: 'other' })
    expect(shellRouteOf('/Manage/CLIFFTOP/Reservation')).toEqual({ code: 'CLIFFTOP', page: 'other' })
    expect(shellRouteOf('/Error')).toBeNull()
    expect(shellRouteOf('/Book/%E0%A4%A')).toBeNull()
    expect(shellRouteOf('/Book/<script>')).toBeNull()
  })

  it('draws the search page: the property header, the steps, the heading with the address, the cookie banner', () => {
    const html = bootShellHtml(property, 'search')
    expect(html).toContain(`background:${property.Theme.BrandPrimary}`)
    expect(html).toContain(`src="${property.LogoFileUrl}"`)
    expect(html).toContain('Your search')
    expect(html).toContain('>Book your stay</h1>')
    expect(html).toContain(property.PropertyAddress)
    expect(html).toContain('We use cookies')
    expect(html).toContain('data-boot-consent')
    // Before the app runs nothing in it can be used: it is neither focusable nor announced.
    expect(html).toMatch(/^<div inert aria-hidden="true"/)
  })

  it('escapes what comes from the property and drops links and colours it cannot trust', () => {
    const html = bootShellHtml(
      {
        ...property,
        PropertyName: 'Tom & Jerry\'s "Inn"',
        PropertyAddress: '<img src=x onerror=alert(1)>',
        LogoFileUrl: 'javascript:alert(1)',
        Theme: { BrandPrimary: 'red;background:url(x)', Primary: null },
      },
      'search',
    )
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('Tom &amp; Jerry&#39;s &quot;Inn&quot;')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('url(x)')
  })

  it('fills index.html between its markers and points the manifest and theme colour at the property', () => {
    const html = fillBootShell(INDEX, property, 'rooms', {
      codeLinks: ['<link rel="modulepreload" href="/assets/a.js">'],
    })
    // Without a boot-code template (as in development), more code goes to <head>.
    expect(html).toContain('>Rooms &amp; Rates</h1>')
    expect(html).toContain(`<meta name="theme-color" content="${property.Theme.BrandPrimary}"`)
    expect(html).toContain('<link rel="manifest" href="/manifest/HARBOUR.webmanifest"')
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/a.js">\n\s*<\/head>/)
    expect(fillBootShell('<div id="root"></div>', property, 'search')).toBe('<div id="root"></div>')
  })
})

describe('the code the page loads once the shell has painted', () => {
  it('goes into the boot-code template', () => {
    const index = INDEX.replace(
      '</body>',
      '<template id="boot-code">\n      <link data-app-entry>\n    </template></body>',
    )
    const html = fillBootShell(index, property, 'search', {
      codeLinks: ['<link rel="modulepreload" href="/assets/p.js">'],
    })
    expect(html).toContain(
      '<link data-app-entry>\n      <link rel="modulepreload" href="/assets/p.js">\n    </template>',
    )
    expect(html.indexOf('/assets/p.js')).toBeGreaterThan(html.indexOf('</head>'))
  })
})

describe('rooms and rates in the boot shell', () => {
  it('draws the stay, the first room and the photo of the room type the page lists first', () => {
    const html = bootShellHtml(property, 'rooms', {
      dateFrom: '2027-02-09',
      dateTo: '2027-02-11',
      rooms: [
        { adults: 2, children: 1, infants: 0 },
        { adults: 1, children: 0, infants: 0 },
      ],
      first: { name: 'Sea <View>', imageUrl: '/demo/room.svg' },
    })
    expect(html).toContain('Tue 9 Feb – Thu 11 Feb · 2 nights · 2 rooms')
    expect(html).toContain('>Room 1: 2 adults, 1 child</h2>')
    expect(html).toContain('<img src="/demo/room.svg"')
    expect(html).toContain('>Sea &lt;View&gt;</h3>')
    expect(html).toContain('>Change search</p>')
    // the room list selector, room 1 active and both to choose
    expect(html.match(/>To choose</g)).toHaveLength(2)
    expect(html.match(/>Selected</g)).toHaveLength(1)
    expect(html).toContain('>Room 2</span>')
    expect(html.indexOf('>Room 2</span>')).toBeLessThan(html.indexOf('</h2>'))
  })

  it('draws no card when no room type is offered, and only the heading without a search', () => {
    const none = bootShellHtml(property, 'rooms', {
      dateFrom: '2027-02-09',
      dateTo: '2027-02-10',
      rooms: [{ adults: 2, children: 0, infants: 0 }],
      first: null,
    })
    expect(none).toContain('1 night')
    expect(none).not.toContain('To choose')
    expect(none).not.toContain('<img src="/demo/room')
    expect(bootShellHtml(property, 'rooms')).toContain('>Rooms &amp; Rates</h1>')
    expect(bootShellHtml(property, 'rooms')).not.toContain('Change search')
  })
})

describe("the service worker's copy of a property", () => {
  it('is used only when it has what the shell shows', () => {
    expect(isShellProperty(HARBOUR.settings)).toBe(true)
    expect(isShellProperty({ ...HARBOUR.settings, PropertyName: 7 })).toBe(false)
    expect(isShellProperty({ ...HARBOUR.settings, AvailableCurrencies: null })).toBe(false)
    expect(isShellProperty({ Message: 'Not found.' })).toBe(false)
    expect(isShellProperty(null)).toBe(false)
  })
})
