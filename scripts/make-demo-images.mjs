// Generates the demo images under public/: the two property logos and hero illustrations, one interior
// illustration per room type (public/demo/room-<code>.svg), the favicon and the PWA icons.
//   node scripts/make-demo-images.mjs          writes the SVGs
//   node scripts/make-demo-images.mjs --png    also rasterises the PWA icons with Chromium (playwright-core;
//                                              CHROMIUM=/path/to/chromium, default /usr/bin/chromium)
// Everything is flat vector art: shapes only (the logos use Georgia/serif text), no bitmaps, no external refs.
import { mkdirSync, writeFileSync } from 'node:fs'
import process from 'node:process'
import { URL, fileURLToPath } from 'node:url'

const OUT = new URL('../public/', import.meta.url)

const C = {
  navy: '#1d3557',
  teal: '#2a9d8f',
  blue: '#457b9d',
  sky: '#a8dadc',
  mist: '#f1faee',
  sand: '#e9c46a',
  orange: '#f4a261',
  coral: '#e76f51',
  green: '#2d6a4f',
  green2: '#40916c',
  green3: '#52b788',
  green4: '#95d5b2',
  slate: '#3d4a5c',
  cream: '#fbf7ef',
  wood: '#b07d52',
  woodDark: '#7f5539',
  woodLight: '#d4a373',
}

// ---------------------------------------------------------------------------------------------- primitives
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('')
const tag = (name, o, inner) =>
  inner === undefined ? `<${name}${attrs(o)}/>` : `<${name}${attrs(o)}>${inner}</${name}>`
// Plain rectangles are written as paths (shorter); rounded ones stay rects.
const rect = (x, y, width, height, fill, o = {}) =>
  o.rx
    ? tag('rect', { x, y, width, height, fill, ...o })
    : tag('path', { d: `M${x} ${y}h${width}v${height}H${x}z`, fill, ...o })
const rr = (x, y, width, height, rx, fill, o = {}) => rect(x, y, width, height, fill, { rx, ...o })
const circle = (cx, cy, r, fill, o = {}) => tag('circle', { cx, cy, r, fill, ...o })
const ellipse = (cx, cy, rx, ry, fill, o = {}) => tag('ellipse', { cx, cy, rx, ry, fill, ...o })
const path = (d, fill, o = {}) => tag('path', { d, fill, ...o })
const poly = (points, fill, o = {}) => tag('polygon', { points, fill, ...o })
const line = (x1, y1, x2, y2, stroke, sw = 2, o = {}) =>
  tag('line', { x1, y1, x2, y2, stroke, 'stroke-width': sw, ...o })
const group = (o, ...kids) => tag('g', o, kids.join(''))
const at = (x, y, ...kids) => group({ transform: `translate(${x} ${y})` }, ...kids)
const grad = (id, stops, { x2 = 0, y2 = 1 } = {}) =>
  tag(
    'linearGradient',
    { id, x1: 0, y1: 0, x2, y2 },
    stops.map(([offset, c, op]) => tag('stop', { offset, 'stop-color': c, 'stop-opacity': op })).join(''),
  )
const shadow = (cx, cy, rx, ry = 7, op = 0.12) => ellipse(cx, cy, rx, ry, '#000', { 'fill-opacity': op })

const svg = (w, h, label, body, { slice = false } = {}) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"` +
  `${slice ? ' preserveAspectRatio="xMidYMid slice"' : ''} role="img" aria-label="${label}">` +
  `<title>${label}</title>${body}</svg>\n`

// ------------------------------------------------------------------------------------------ outdoor motifs
const cloud = (x, y, s = 1, op = 0.9) =>
  group(
    { transform: `translate(${x} ${y}) scale(${s})`, fill: '#fff', 'fill-opacity': op },
    rr(-60, -14, 120, 28, 14, '#fff'),
    circle(-22, -16, 22, '#fff'),
    circle(12, -24, 28, '#fff'),
    circle(40, -10, 16, '#fff'),
  )
const gull = (x, y, s = 1) =>
  path(`M${x - 12 * s} ${y}q${6 * s} ${-7 * s} ${12 * s} 0q${6 * s} ${-7 * s} ${12 * s} 0`, 'none', {
    stroke: C.navy,
    'stroke-width': 2.2 * s,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  })
// A small motor fishing boat, waterline at y, centred on x.
const boat = (x, y, s, hull, cabin = '#fff', mast = true) =>
  group(
    { transform: `translate(${x} ${y}) scale(${s})` },
    mast ? line(-6, -6, -6, -48, C.navy, 2) + line(-6, -44, 14, -12, C.navy, 1) : '',
    rr(-2, -24, 22, 18, 2, cabin),
    rect(3, -20, 6, 6, C.sky),
    rect(12, -20, 5, 6, C.sky),
    path('M-36 -8h72l-8 12h-58z', hull),
    rect(-36, -9, 72, 3, '#fff', { 'fill-opacity': 0.7 }),
  )
const sailboat = (x, y, s, hull = C.navy, sail = '#fff') =>
  group(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M-2 -6V-64L-32 -8z', sail),
    path('M2 -10V-56L22 -10z', sail, { 'fill-opacity': 0.85 }),
    path('M-30 -6h60l-8 8h-44z', hull),
  )
const waves = (x, y, w, n, color = '#fff', op = 0.5, sw = 2) =>
  path(
    Array.from({ length: n }, (_, i) => `M${x + ((i * 137) % w)} ${y + ((i * 53) % 60)}q6 -5 12 0t12 0`).join(
      '',
    ),
    'none',
    { stroke: color, 'stroke-opacity': op, 'stroke-width': sw, 'stroke-linecap': 'round' },
  )
const skyGrad = (id = 'vsky') =>
  grad(id, [
    [0, '#8fcbe0'],
    [1, '#e6f4f1'],
  ])
const seaGrad = (id = 'vsea') =>
  grad(id, [
    [0, '#5fb0b7'],
    [1, '#2a7f8f'],
  ])

const HOUSE_COLS = ['#f1faee', C.sand, '#f6d5c3', C.sky, '#fff', C.orange, '#cfe3d4']
const houseRow = (w, base, heights, step, shift = 0, op = 1) => {
  let out = ''
  for (let i = 0, x = -step / 2 + shift; x < w; i++, x += step) {
    const hh = heights[i % heights.length]
    const top = base - hh
    const col = HOUSE_COLS[(i * 3 + shift) % HOUSE_COLS.length]
    out += rect(x, top, step - 3, 400, col)
    out += poly(`${x - 3},${top} ${x + step / 2 - 1.5},${top - step * 0.38} ${x + step},${top}`, C.slate)
    if (i % 2 === 0) out += rect(x + step * 0.62, top - step * 0.42, 6, 14, C.slate)
    out += rect(x + step * 0.22, top + 10, step * 0.18, step * 0.22, C.navy, { 'fill-opacity': 0.75 })
    out += rect(x + step * 0.55, top + 10, step * 0.18, step * 0.22, C.navy, { 'fill-opacity': 0.75 })
  }
  return group({ 'fill-opacity': op }, out)
}

const views = {
  town: (w, h) =>
    rect(0, 0, w, h, 'url(#vsky)') +
    cloud(w * 0.3, h * 0.2, 0.45) +
    rect(0, h * 0.42, w, h * 0.2, '#7fb7c4') +
    group({ opacity: 0.55 }, houseRow(w, h * 0.55, [20, 28, 16, 24], 34, 1)) +
    houseRow(w, h * 0.78, [34, 46, 28, 40, 50], 48, 3),
  harbour: (w, h, step = Math.max(30, w * 0.13)) =>
    rect(0, 0, w, h, 'url(#vsky)') +
    cloud(w * 0.55, h * 0.18, 0.4) +
    path(`M${w * 0.25} ${h * 0.5}q${w * 0.25} -${h * 0.12} ${w * 0.5} 0z`, '#8fb7a8') +
    rect(0, h * 0.5, w, h * 0.5, 'url(#vsea)') +
    waves(w * 0.2, h * 0.6, w * 0.6, 5, '#fff', 0.45) +
    boat(w * 0.36, h * 0.74, Math.min(0.75, w / 260), C.coral) +
    rect(0, h * 0.86, w, h * 0.14, '#b9ad97') +
    rect(0, h * 0.86, w, 4, '#8f846f') +
    at(-step * 0.7, 0, houseRow(step * 1.5, h * 0.62, [h * 0.14, h * 0.22], step, 2)) +
    at(w - step * 0.9, 0, houseRow(step * 1.5, h * 0.66, [h * 0.2, h * 0.12], step, 4)),
  sea: (w, h) =>
    rect(0, 0, w, h, 'url(#vsky)') +
    circle(w * 0.72, h * 0.3, h * 0.09, '#ffe9a8', { 'fill-opacity': 0.9 }) +
    cloud(w * 0.25, h * 0.2, 0.6) +
    cloud(w * 0.85, h * 0.14, 0.4, 0.8) +
    path(`M${w * 0.78} ${h * 0.5}q${w * 0.1} -${h * 0.07} ${w * 0.22} -${h * 0.05}V${h * 0.5}z`, '#7ea89b') +
    rect(0, h * 0.5, w, h * 0.5, 'url(#vsea)') +
    rect(w * 0.68, h * 0.53, w * 0.08, 3, '#fff', { 'fill-opacity': 0.6 }) +
    rect(w * 0.66, h * 0.58, w * 0.12, 3, '#fff', { 'fill-opacity': 0.45 }) +
    rect(w * 0.69, h * 0.64, w * 0.06, 3, '#fff', { 'fill-opacity': 0.35 }) +
    waves(w * 0.05, h * 0.62, w * 0.85, 9, '#fff', 0.4) +
    sailboat(w * 0.36, h * 0.56, 0.6),
  garden: (w, h) =>
    rect(0, 0, w, h, 'url(#vsky)') +
    cloud(w * 0.65, h * 0.18, 0.45) +
    circle(w * 0.15, h * 0.5, h * 0.22, C.green2) +
    circle(w * 0.34, h * 0.46, h * 0.26, C.green) +
    circle(w * 0.78, h * 0.48, h * 0.24, C.green2) +
    circle(w * 0.95, h * 0.52, h * 0.2, C.green) +
    rr(-10, h * 0.52, w + 20, h * 0.2, 12, '#3f8a5f') +
    rect(0, h * 0.68, w, h * 0.32, '#8cc99a') +
    path(`M${w * 0.45} ${h}L${w * 0.52} ${h * 0.68}h${w * 0.08}L${w * 0.72} ${h}z`, '#e8d8b5') +
    [0.06, 0.12, 0.19, 0.26, 0.33, 0.8, 0.86, 0.93]
      .map((f, i) =>
        circle(w * f, h * (0.7 + (i % 3) * 0.02), 5, [C.coral, '#f7b7c8', C.sand, '#fff'][i % 4]),
      )
      .join(''),
  estuary: (w, h) =>
    rect(0, 0, w, h, 'url(#vsky)') +
    cloud(w * 0.7, h * 0.16, 0.5) +
    cloud(w * 0.22, h * 0.24, 0.35, 0.8) +
    path(
      `M0 ${h * 0.42}q${w * 0.3} -${h * 0.14} ${w * 0.55} -${h * 0.02}t${w * 0.45} 0V${h * 0.55}H0z`,
      '#a9c7b5',
    ) +
    rect(0, h * 0.44, w, h * 0.56, 'url(#vsea)') +
    path(
      `M0 ${h * 0.46}C${w * 0.2} ${h * 0.44} ${w * 0.35} ${h * 0.52} ${w * 0.4} ${h * 0.62}S${w * 0.25} ${h * 0.9} ${w * 0.3} ${h}H0z`,
      C.green3,
    ) +
    path(`M0 ${h * 0.58}C${w * 0.12} ${h * 0.6} ${w * 0.22} ${h * 0.7} ${w * 0.2} ${h}H0z`, C.green2) +
    path(
      `M${w} ${h * 0.48}C${w * 0.8} ${h * 0.48} ${w * 0.66} ${h * 0.56} ${w * 0.62} ${h * 0.68}S${w * 0.7} ${h * 0.92} ${w * 0.66} ${h}H${w}z`,
      '#74b98d',
    ) +
    path(
      `M${w * 0.74} ${h * 0.62}q${w * 0.1} -${h * 0.04} ${w * 0.26} -${h * 0.02}M${w * 0.84} ${h * 0.6}l-${w * 0.04} ${h * 0.4}`,
      'none',
      {
        stroke: C.green2,
        'stroke-width': 2.5,
      },
    ) +
    path(
      `M0 ${h * 0.52}q${w * 0.14} -${h * 0.02} ${w * 0.3} ${h * 0.04}M${w * 0.14} ${h * 0.5}l${w * 0.03} ${h * 0.14}`,
      'none',
      {
        stroke: C.green2,
        'stroke-width': 2.5,
      },
    ) +
    waves(w * 0.42, h * 0.7, w * 0.16, 3, '#fff', 0.45) +
    sailboat(w * 0.52, h * 0.62, 0.5, C.coral),
  skylight: (w, h) => rect(0, 0, w, h, 'url(#vsky)') + cloud(w * 0.45, h * 0.45, 0.5),
}

// A window with a view, frame, mullions and sill. id must be unique within the SVG.
const windowEl = (
  id,
  x,
  y,
  w,
  h,
  view,
  { cols = 2, rows = 1, frame = '#fff', fw = 8, sill = true, rx = 0 } = {},
) => {
  let out = tag('clipPath', { id }, rr(x, y, w, h, rx, '#000'))
  out += group({ 'clip-path': `url(#${id})` }, at(x, y, views[view](w, h)))
  for (let i = 1; i < cols; i++) out += rect(x + (w * i) / cols - fw / 4, y, fw / 2, h, frame)
  for (let j = 1; j < rows; j++) out += rect(x, y + (h * j) / rows - fw / 4, w, fw / 2, frame)
  out += rr(x - fw / 2, y - fw / 2, w + fw, h + fw, rx, 'none', { stroke: frame, 'stroke-width': fw })
  if (sill)
    out +=
      rect(x - 14, y + h + fw / 2 - 1, w + 28, 9, frame) +
      rect(x - 10, y + h + fw / 2 + 8, w + 20, 5, '#000', { 'fill-opacity': 0.08 })
  return out
}
const curtain = (x, top, w, h, fill, flip = false) => {
  const s = flip ? -1 : 1
  const d = `M${x} ${top}h${s * w}c${-s * w * 0.15} ${h * 0.4} ${-s * w * 0.05} ${h * 0.75} ${s * w * 0.1} ${h}h${-s * w * 1.1}z`
  return (
    path(d, fill) +
    line(x + s * w * 0.35, top + 6, x + s * w * 0.32, top + h - 6, '#000', 2, { 'stroke-opacity': 0.08 }) +
    line(x + s * w * 0.68, top + 6, x + s * w * 0.7, top + h - 6, '#000', 2, { 'stroke-opacity': 0.08 })
  )
}

// --------------------------------------------------------------------------------------------- furniture
const FL = 390 // floor line

// A bed seen from its foot, headboard against the back wall.
const bed = (cx, w, o = {}) => {
  const {
    hb = C.navy,
    hbTop = 240,
    duvet = '#fff',
    duvetSide = '#e4e9ee',
    throwC = C.teal,
    pillows = 2,
    hbRx = 12,
  } = o
  const l = cx - w / 2
  const t0 = 338
  const t1 = 402
  const half = (y) => w / 2 - 14 + (14 * (y - t0)) / (t1 - t0)
  const band = (y0, y1, fill) =>
    poly(`${cx - half(y0)},${y0} ${cx + half(y0)},${y0} ${cx + half(y1)},${y1} ${cx - half(y1)},${y1}`, fill)
  const pw = (w - 36 - (pillows - 1) * 10) / pillows
  let out = shadow(cx, 462, w / 2 + 18, 8)
  out += rr(l - 8, hbTop, w + 16, 360 - hbTop, hbRx, hb)
  if (o.channels)
    for (let x = l + 18; x < l + w; x += 28)
      out += rect(x, hbTop + 14, 3, 330 - hbTop, '#000', { 'fill-opacity': 0.1 })
  for (let i = 0; i < pillows; i++) {
    const px = l + 18 + i * (pw + 10)
    out += rr(px, 298, pw, 46, 14, '#fff') + rr(px + 4, 332, pw - 8, 10, 5, '#000', { 'fill-opacity': 0.06 })
  }
  if (o.cushion) out += rr(cx - 26, 312, 52, 30, 10, o.cushion)
  out += band(t0, t1, duvet)
  if (o.quilt) out += band(t0 + 16, t1, 'url(#quilt)')
  out += band(t0, t0 + 14, '#fff') + band(t0 + 14, t0 + 16, '#000').replace('/>', ' fill-opacity=".06"/>')
  out += band(376, 394, throwC)
  out += rect(l, t1, w, 38, o.quilt ? 'url(#quilt)' : duvetSide)
  if (o.quilt) out += rect(l, t1, w, 38, '#000', { 'fill-opacity': 0.1 })
  out += rect(l, t1, w, 4, '#000', { 'fill-opacity': 0.08 })
  out += rect(l + 4, 440, w - 8, 12, o.base ?? C.woodDark)
  out += rect(l + 8, 452, 8, 10, o.base ?? C.woodDark) + rect(l + w - 16, 452, 8, 10, o.base ?? C.woodDark)
  return out
}
const nightstand = (x, w = 66, top = 328, fill = C.wood) =>
  shadow(x + w / 2, 404, w / 2 + 6, 5) +
  rect(x, top, w, 400 - top, fill) +
  rect(x - 3, top - 6, w + 6, 8, C.woodDark) +
  rect(x + 8, top + 12, w - 16, 24, '#000', { 'fill-opacity': 0.08 }) +
  circle(x + w / 2, top + 24, 3, C.sand) +
  rect(x + 4, 400, 6, 6, C.woodDark) +
  rect(x + w - 10, 400, 6, 6, C.woodDark)
const lamp = (cx, base, shade = '#fff', body = C.sand) =>
  circle(cx, base - 48, 56, 'url(#glow)') +
  ellipse(cx, base - 3, 12, 4, body) +
  path(`M${cx - 9} ${base - 3}q-4 -14 3 -26h12q7 12 3 26z`, body) +
  path(`M${cx - 14} ${base - 66}h28l10 36h-48z`, shade) +
  rect(cx - 24, base - 32, 48, 3, '#000', { 'fill-opacity': 0.08 })
const art = (x, y, w, h, kind, frame = C.woodDark) => {
  let inner = rect(x, y, w, h, '#f6f1e7')
  if (kind === 'sea')
    inner +=
      rect(x, y, w, h * 0.55, '#bfe0e4') +
      circle(x + w * 0.7, y + h * 0.35, h * 0.14, C.orange) +
      rect(x, y + h * 0.55, w, h * 0.45, C.teal) +
      rect(x, y + h * 0.75, w, h * 0.25, C.navy)
  if (kind === 'boat')
    inner +=
      rect(x, y + h * 0.7, w, h * 0.3, C.sky) +
      path(`M${x + w * 0.5} ${y + h * 0.15}v${h * 0.5}h-${w * 0.28}z`, C.coral) +
      path(`M${x + w * 0.26} ${y + h * 0.68}h${w * 0.5}l-${w * 0.08} ${h * 0.1}h-${w * 0.34}z`, C.navy)
  if (kind === 'leaf')
    inner +=
      path(`M${x + w / 2} ${y + h * 0.88}V${y + h * 0.2}`, 'none', { stroke: C.green, 'stroke-width': 2 }) +
      [0.3, 0.45, 0.6]
        .map(
          (f) =>
            ellipse(x + w * 0.36, y + h * f, w * 0.14, h * 0.05, C.green2, {
              transform: `rotate(-30 ${x + w * 0.36} ${y + h * f})`,
            }) +
            ellipse(x + w * 0.64, y + h * (f + 0.06), w * 0.14, h * 0.05, C.green3, {
              transform: `rotate(30 ${x + w * 0.64} ${y + h * (f + 0.06)})`,
            }),
        )
        .join('')
  if (kind === 'cliff')
    inner +=
      rect(x, y, w, h * 0.6, '#f3dfb0') +
      circle(x + w * 0.3, y + h * 0.3, h * 0.13, C.coral) +
      rect(x, y + h * 0.6, w, h * 0.4, C.blue) +
      path(
        `M${x + w * 0.45} ${y + h}V${y + h * 0.45}q${w * 0.3} -${h * 0.12} ${w * 0.55} -${h * 0.05}V${y + h}z`,
        C.green,
      )
  if (kind === 'abstract')
    inner +=
      circle(x + w * 0.35, y + h * 0.45, h * 0.26, C.sand) +
      rect(x + w * 0.45, y + h * 0.3, w * 0.35, h * 0.5, C.teal, { 'fill-opacity': 0.85 }) +
      rect(x + w * 0.2, y + h * 0.7, w * 0.5, h * 0.08, C.navy)
  return (
    rect(x - 6, y - 6, w + 12, h + 12, frame) + inner + rect(x, y, w, 4, '#000', { 'fill-opacity': 0.08 })
  )
}
const plant = (x, base, s = 1, pot = C.coral) =>
  group(
    { transform: `translate(${x} ${base}) scale(${s})` },
    shadow(0, 0, 26, 5),
    [-50, -25, 0, 25, 50, -70, 70]
      .map((a, i) =>
        ellipse(0, -70, 9, 34, [C.green, C.green2, C.green3][i % 3], { transform: `rotate(${a} 0 -38)` }),
      )
      .join(''),
    path('M-20 -40h40l-6 40h-28z', pot),
    rect(-22, -44, 44, 8, pot),
    rect(-22, -36, 44, 3, '#000', { 'fill-opacity': 0.1 }),
  )
const armchair = (cx, base, fill, cushion = '#fff') =>
  shadow(cx, base + 2, 62, 6) +
  rect(cx - 44, base - 10, 6, 12, C.woodDark) +
  rect(cx + 38, base - 10, 6, 12, C.woodDark) +
  rr(cx - 46, base - 128, 92, 90, 22, fill) +
  rr(cx - 40, base - 56, 80, 46, 8, fill) +
  rr(cx - 40, base - 56, 80, 14, 7, '#fff', { 'fill-opacity': 0.15 }) +
  rr(cx - 58, base - 82, 24, 72, 10, fill) +
  rr(cx + 34, base - 82, 24, 72, 10, fill) +
  rect(cx - 58, base - 82, 24, 6, '#fff', { 'fill-opacity': 0.15, rx: 3 }) +
  rect(cx + 34, base - 82, 24, 6, '#fff', { 'fill-opacity': 0.15, rx: 3 }) +
  rr(cx - 18, base - 98, 36, 30, 9, cushion)
const sofa = (cx, w, base, fill, cushions = []) => {
  const l = cx - w / 2
  let out = shadow(cx, base + 3, w / 2 + 14, 7)
  out += rect(l + 10, base - 10, 7, 12, C.woodDark) + rect(l + w - 17, base - 10, 7, 12, C.woodDark)
  out += rr(l + 8, base - 130, w - 16, 90, 18, fill)
  out +=
    rr(l + 22, base - 62, w - 44, 52, 8, fill) +
    rect(l + 22, base - 62, w - 44, 14, '#fff', { 'fill-opacity': 0.12, rx: 7 })
  out += rect(cx - 1, base - 62, 2, 30, '#000', { 'fill-opacity': 0.12 })
  out += rr(l, base - 88, 30, 78, 12, fill) + rr(l + w - 30, base - 88, 30, 78, 12, fill)
  cushions.forEach((c, i) => {
    const x = i === 0 ? l + 36 : l + w - 36 - 40
    out += rr(x, base - 100, 40, 38, 10, c, {
      transform: `rotate(${i === 0 ? -8 : 8} ${x + 20} ${base - 80})`,
    })
  })
  return out
}
const sideTable = (cx, base, top = 44, r = 30, fill = C.woodDark) =>
  shadow(cx, base + 2, r, 4) +
  rect(cx - 3, base - top, 6, top, fill) +
  ellipse(cx, base, 18, 4, fill) +
  ellipse(cx, base - top, r, 7, fill)
const floorBoards = (color, lineOp = 0.12) =>
  rect(0, FL, 800, 110, color) +
  [404, 422, 446, 476].map((y) => line(0, y, 800, y, '#000', 1.5, { 'stroke-opacity': lineOp })).join('') +
  rect(0, FL - 8, 800, 10, '#fff', { 'fill-opacity': 0.7 }) +
  rect(0, FL + 2, 800, 3, '#000', { 'fill-opacity': 0.1 })
const rug = (cx, cy, rx, ry, fill, edge) =>
  ellipse(cx, cy, rx, ry, edge ?? fill) + ellipse(cx, cy, rx - 10, ry - 4, fill)

const glow = tag(
  'radialGradient',
  { id: 'glow' },
  tag('stop', { offset: 0, 'stop-color': '#ffe7a3', 'stop-opacity': 0.75 }) +
    tag('stop', { offset: 1, 'stop-color': '#ffe7a3', 'stop-opacity': 0 }),
)
const room = (label, defs, body) =>
  svg(800, 500, label, `<defs>${skyGrad()}${seaGrad()}${glow}${defs}</defs>${body}`, { slice: true })

// ------------------------------------------------------------------------------------------------- rooms
const rooms = {}

rooms.classic = room(
  'Classic Double: a cosy double room with a view over the old town',
  '',
  rect(0, 0, 800, 400, '#f4eee3') +
    rect(0, 230, 800, 160, '#e3e9ee') +
    rect(0, 226, 800, 6, '#fff') +
    [40, 250, 560]
      .map((x) => rr(x, 250, 190, 112, 3, 'none', { stroke: '#fff', 'stroke-width': 3 }))
      .join('') +
    windowEl('w', 60, 64, 150, 190, 'town', { cols: 2, rows: 2 }) +
    curtain(30, 46, 40, 240, C.teal) +
    curtain(240, 46, 40, 240, C.teal, true) +
    rect(28, 40, 256, 7, C.woodDark, { rx: 3 }) +
    floorBoards('#c9a47c') +
    rug(470, 470, 270, 26, '#e9c46a', C.coral) +
    art(422, 104, 100, 80, 'sea') +
    nightstand(296) +
    lamp(329, 322) +
    nightstand(614) +
    lamp(647, 322) +
    bed(470, 250, { hb: C.navy, throwC: C.teal, cushion: C.sand, duvetSide: '#e8edf2' }) +
    plant(748, 404, 1, C.navy),
)

rooms.superior = room(
  'Superior Double: a king-size bed and a glimpse of the harbour',
  '',
  rect(0, 0, 800, 400, '#dde9e6') +
    windowEl('w', 590, 70, 160, 210, 'harbour', { cols: 2, rows: 1 }) +
    curtain(572, 50, 42, 270, '#f6efe2') +
    curtain(768, 50, 42, 270, '#f6efe2', true) +
    rect(560, 44, 220, 7, C.navy, { rx: 3 }) +
    floorBoards('#b98f67') +
    rug(330, 472, 300, 24, '#f1faee', C.blue) +
    line(118, 0, 118, 240, C.navy, 2) +
    line(542, 0, 542, 240, C.navy, 2) +
    path('M100 240h36l-6 -24h-24z', C.sand) +
    path('M524 240h36l-6 -24h-24z', C.sand) +
    circle(118, 244, 44, 'url(#glow)') +
    circle(542, 244, 44, 'url(#glow)') +
    art(250, 80, 70, 90, 'boat', '#fff') +
    art(340, 80, 70, 90, 'leaf', '#fff') +
    nightstand(80, 76, 332, '#e9e2d6') +
    nightstand(504, 76, 332, '#e9e2d6') +
    bed(330, 320, {
      hb: C.teal,
      hbTop: 200,
      channels: true,
      throwC: C.navy,
      cushion: C.coral,
      duvetSide: '#edf1ef',
    }) +
    rr(210, 448, 240, 24, 8, C.navy) +
    rect(218, 472, 8, 10, C.woodDark) +
    rect(434, 472, 8, 10, C.woodDark) +
    armchair(690, 420, C.sand, C.mist),
)

rooms.deluxe = room(
  'Deluxe Sea View: floor-to-ceiling windows onto the harbour and the sea',
  '',
  rect(0, 0, 800, 400, '#eef1f1') +
    windowEl('w', 350, 26, 430, 362, 'sea', { cols: 3, sill: false, frame: '#3b4a5a', fw: 10 }) +
    curtain(336, 10, 40, 390, '#ffffff').replace(/fill="#ffffff"/, 'fill="#ffffff" fill-opacity=".85"') +
    curtain(796, 10, 40, 390, '#ffffff', true).replace(
      /fill="#ffffff"/,
      'fill="#ffffff" fill-opacity=".85"',
    ) +
    rect(320, 4, 480, 8, '#3b4a5a') +
    floorBoards('#d9bf98') +
    rug(400, 472, 360, 22, '#dcd3c4', '#c2b6a2') +
    art(145, 96, 110, 76, 'abstract', '#fff') +
    nightstand(12, 58, 334, '#f2ede4') +
    lamp(41, 328, C.mist, C.navy) +
    bed(200, 230, { hb: '#c9b59a', hbTop: 230, throwC: C.navy, cushion: C.teal, duvetSide: '#edf1f3' }) +
    armchair(600, 440, C.navy, C.sand) +
    sideTable(700, 436, 56, 28, '#3b4a5a') +
    rr(688, 366, 10, 10, 2, '#fff') +
    rr(704, 366, 10, 10, 2, '#fff') +
    plant(760, 436, 0.9, C.sand),
)

rooms.suite = room(
  'Harbour Suite: a lounge with a private balcony over the harbour',
  '',
  rect(0, 0, 800, 400, '#ece3d6') +
    windowEl('w', 470, 46, 290, 344, 'harbour', { cols: 2, sill: false, frame: '#fff', fw: 10 }) +
    group(
      {},
      rect(470, 270, 290, 6, '#fff'),
      ...Array.from({ length: 12 }, (_, i) =>
        rect(478 + i * 24, 276, 3, 114, '#fff', { 'fill-opacity': 0.85 }),
      ),
      rect(470, 376, 290, 14, '#cfc6b8'),
      sideTable(650, 380, 50, 24, C.navy),
      rr(600, 318, 26, 40, 6, C.coral),
      rect(604, 356, 3, 26, C.coral),
      rr(676, 318, 26, 40, 6, C.coral),
      rect(696, 356, 3, 26, C.coral),
    ) +
    curtain(454, 30, 40, 370, C.navy) +
    curtain(776, 30, 40, 370, C.navy, true) +
    rect(440, 24, 350, 8, C.woodDark, { rx: 3 }) +
    floorBoards('#a87d58') +
    rug(250, 468, 250, 28, '#f1faee', C.sand) +
    art(120, 92, 250, 120, 'sea', C.sand) +
    line(60, 170, 60, 404, C.slate, 3) +
    ellipse(60, 406, 18, 4, C.slate) +
    path('M38 170h44l-8 -40h-28z', C.sand) +
    circle(60, 176, 60, 'url(#glow)') +
    sofa(245, 300, 410, C.teal, [C.sand, C.coral]) +
    shadow(245, 468, 96, 6) +
    rr(150, 430, 190, 14, 6, C.woodDark) +
    rect(164, 444, 8, 20, C.woodDark) +
    rect(318, 444, 8, 20, C.woodDark) +
    ellipse(205, 428, 18, 5, '#fff') +
    path('M280 430v-26h10v26z', C.mist) +
    path('M278 404c4 -16 10 -20 14 -26c0 12 -2 20 -6 26z', C.green3) +
    plant(420, 404, 1, C.navy),
)

rooms.twin = room(
  'Twin Room: two single beds',
  '',
  rect(0, 0, 800, 400, '#e6eef3') +
    Array.from({ length: 20 }, (_, i) => rect(i * 40 + 16, 0, 8, 382, '#fff', { 'fill-opacity': 0.5 })).join(
      '',
    ) +
    windowEl('w', 320, 80, 160, 150, 'harbour', { cols: 2, rows: 1 }) +
    rect(300, 60, 200, 7, C.navy, { rx: 3 }) +
    floorBoards('#c7a07a') +
    rug(400, 472, 300, 22, C.mist, C.teal) +
    art(170, 140, 90, 70, 'boat', C.navy) +
    art(540, 140, 90, 70, 'sea', C.navy) +
    nightstand(367, 66, 330, '#f2ede4') +
    lamp(400, 324, C.sand, C.navy) +
    bed(220, 168, { hb: C.navy, hbTop: 250, pillows: 1, throwC: C.coral, duvetSide: '#e8eef3' }) +
    bed(580, 168, { hb: C.navy, hbTop: 250, pillows: 1, throwC: C.coral, duvetSide: '#e8eef3' }),
)

const bunk = (x, w, blankets) => {
  const post = (px) => rect(px, 196, 12, 264, C.woodLight)
  const tier = (y, blanket) =>
    rr(x + 8, y, w - 16, 24, 6, '#fff') +
    rr(x + 14, y - 14, 52, 18, 8, '#fff') +
    rr(x + 74, y - 8, w - 88, 32, 8, blanket) +
    rect(x + 74, y + 12, w - 88, 12, '#000', { 'fill-opacity': 0.1 }) +
    rect(x, y + 24, w, 14, C.wood)
  let out = shadow(x + w / 2, 462, w / 2 + 10, 7)
  out += post(x) + post(x + w - 12)
  out += tier(394, blankets[0]) + tier(252, blankets[1])
  out += rect(x, 212, w * 0.62, 10, C.wood) + rect(x + w * 0.62 - 10, 212, 10, 40, C.wood)
  const lx = x + w - 66
  out += rect(lx, 206, 8, 256, C.woodDark) + rect(lx + 36, 206, 8, 256, C.woodDark)
  for (let y = 236; y < 460; y += 36) out += rect(lx, y, 44, 7, C.woodDark)
  return out
}
const bunting = (x0, x1, y, colors) => {
  let out = path(`M${x0} ${y}Q${(x0 + x1) / 2} ${y + 40} ${x1} ${y}`, 'none', {
    stroke: C.navy,
    'stroke-width': 1.5,
  })
  const n = 9
  for (let i = 1; i < n; i++) {
    const t = i / n
    const px = x0 + (x1 - x0) * t
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + 40) + t * t * y
    out += poly(`${px - 10},${py} ${px + 10},${py} ${px},${py + 22}`, colors[i % colors.length])
  }
  return out
}
rooms.family = room(
  'Family Room: a double bed and bunk beds for the children',
  '',
  rect(0, 0, 800, 400, '#dcebf0') +
    rect(0, 250, 800, 140, '#fdf6e8') +
    rect(0, 246, 800, 6, '#fff') +
    circle(270, 140, 70, '#c9a47c') +
    windowEl('w', 210, 80, 120, 120, 'sea', { cols: 1, sill: false, frame: '#c9a47c', fw: 14, rx: 60 }) +
    [0, 90, 180, 270]
      .map((a) => rr(266, 66, 8, 8, 2, C.sand, { transform: `rotate(${a} 270 140)` }))
      .join('') +
    bunting(480, 790, 60, [C.coral, C.sand, C.teal, C.sky]) +
    floorBoards('#cfae88') +
    rug(300, 474, 230, 22, C.sand, C.teal) +
    nightstand(60, 56, 334) +
    lamp(88, 328, '#fff', C.teal) +
    bed(270, 240, { hb: C.blue, hbTop: 250, throwC: C.sand, cushion: C.coral, duvetSide: '#e8eef3' }) +
    bunk(500, 270, [C.coral, C.teal]) +
    group(
      { transform: 'translate(460 472) scale(.45)' },
      path('M-2 -6V-64L-32 -8z', '#fff'),
      path('M2 -10V-56L22 -10z', C.sand),
      path('M-30 -6h60l-8 10h-44z', C.coral),
    ),
)

rooms.single = room(
  'Single Room: a compact room for one with a writing desk',
  '',
  rect(0, 0, 800, 400, '#f6efdc') +
    windowEl('w', 480, 70, 140, 160, 'town', { cols: 2, rows: 2 }) +
    rr(460, 56, 180, 22, 6, C.teal) +
    path('M460 78h180v14q-45 10 -90 0t-90 0z', C.teal) +
    rect(680, 120, 100, 8, C.woodDark) +
    rr(688, 92, 12, 28, 1, C.coral) +
    rr(702, 98, 10, 22, 1, C.navy) +
    rr(714, 94, 12, 26, 1, C.teal) +
    rr(730, 104, 20, 16, 1, C.sand) +
    floorBoards('#c8a27a') +
    rug(260, 472, 180, 20, C.sky, C.navy) +
    art(170, 110, 80, 100, 'leaf', '#fff') +
    nightstand(50, 56, 334) +
    lamp(78, 328, C.mist, C.coral) +
    bed(210, 160, { hb: C.sand, hbTop: 256, pillows: 1, throwC: C.navy, duvetSide: '#eef1f3' }) +
    shadow(560, 404, 120, 5) +
    rect(450, 300, 230, 12, C.woodDark) +
    rect(456, 312, 10, 92, C.woodDark) +
    rect(664, 312, 10, 92, C.woodDark) +
    rect(590, 312, 74, 40, C.wood) +
    circle(627, 332, 3, C.sand) +
    line(490, 300, 500, 262, C.navy, 4, { 'stroke-linecap': 'round' }) +
    line(500, 262, 530, 250, C.navy, 4, { 'stroke-linecap': 'round' }) +
    path('M522 240l22 6l-8 16z', C.navy) +
    ellipse(490, 299, 14, 4, C.navy) +
    rr(560, 282, 50, 8, 2, C.coral) +
    rr(564, 274, 42, 8, 2, C.sky) +
    rr(520, 262, 44, 52, 12, C.coral) +
    rr(516, 336, 52, 14, 5, C.coral) +
    rect(522, 350, 6, 54, C.slate) +
    rect(556, 350, 6, 54, C.slate),
)

const quilt = tag(
  'pattern',
  { id: 'quilt', width: 40, height: 40, patternUnits: 'userSpaceOnUse', y: 354 },
  rect(0, 0, 40, 40, '#fbf4e4') +
    rect(0, 0, 20, 20, '#efd28f') +
    rect(20, 20, 20, 20, '#a9d1b4') +
    path('M20 10l6 -6l6 6l-6 6zM0 30l6 -6l6 6l-6 6z', '#e9a58b', { 'fill-opacity': 0.8 }),
)

rooms.cottage = room(
  'Cottage Double: a whitewashed double room looking onto the garden',
  quilt,
  rect(0, 0, 800, 400, '#f8f5ee') +
    rect(0, 0, 800, 26, C.woodDark) +
    rect(140, 26, 22, 364, C.woodDark, { 'fill-opacity': 0.85 }) +
    windowEl('w', 600, 90, 160, 150, 'garden', { cols: 3, rows: 2, frame: '#f2efe6', fw: 8 }) +
    rect(578, 70, 204, 12, C.wood) +
    curtain(584, 82, 36, 190, '#e9c46a') +
    curtain(776, 82, 36, 190, '#e9c46a', true) +
    rr(666, 238, 30, 20, 4, C.coral) +
    circle(681, 228, 10, C.green3) +
    circle(674, 222, 6, '#f7b7c8') +
    floorBoards('#b98a5e') +
    ellipse(420, 472, 260, 24, '#d9c7a3') +
    ellipse(420, 472, 230, 19, '#b9c9a8') +
    ellipse(420, 472, 190, 14, '#e9c46a') +
    ellipse(420, 472, 140, 9, '#d98f6f') +
    art(385, 110, 70, 90, 'leaf', C.wood) +
    nightstand(214, 60, 334, C.woodLight) +
    path('M246 312q-10 -18 0 -34q10 16 0 34z', C.green3) +
    rr(234, 306, 24, 22, 6, C.teal) +
    bed(420, 240, { hb: C.woodLight, hbTop: 236, hbRx: 40, quilt: true, throwC: C.green, base: C.wood }) +
    plant(70, 404, 1.1, '#c9826b') +
    shadow(690, 440, 40, 5) +
    rr(660, 330, 60, 70, 6, C.woodLight) +
    rect(660, 400, 8, 40, C.wood) +
    rect(712, 400, 8, 40, C.wood) +
    rr(654, 396, 72, 12, 4, C.wood) +
    rr(664, 382, 52, 14, 4, C.green3),
)

rooms.cliffview = room(
  'Cliff View Room: wide views over the estuary',
  '',
  rect(0, 0, 800, 400, '#f3ecdc') +
    windowEl('w', 370, 60, 400, 220, 'estuary', { cols: 3, frame: '#fff', fw: 8 }) +
    floorBoards('#9fae9a', 0.1) +
    rug(230, 470, 240, 24, '#f1faee', C.sand) +
    art(160, 96, 130, 86, 'cliff', '#fff') +
    nightstand(16, 58, 330, '#e9dfcb') +
    lamp(45, 324, C.mist, C.green) +
    bed(225, 250, { hb: C.green, hbTop: 232, throwC: C.sand, cushion: C.sand, duvetSide: '#eef1ee' }) +
    nightstand(368, 58, 330, '#e9dfcb') +
    rr(382, 302, 30, 22, 6, C.mist) +
    path('M397 302q-10 -14 0 -28q10 14 0 28z', C.green3) +
    armchair(590, 440, C.green2, C.sand) +
    sideTable(690, 436, 54, 26, C.woodDark) +
    rr(676, 372, 12, 14, 3, C.navy) +
    rr(692, 372, 12, 14, 3, C.navy) +
    rect(686, 376, 8, 6, C.navy),
)

rooms.loft = room(
  'Family Loft: a double bed and two single beds under a sloping roof',
  quilt,
  rect(0, 0, 800, 400, '#f7f1e6') +
    poly('0,0 300,0 0,200', '#e8d6b6') +
    poly('520,0 800,0 800,160', '#e8d6b6') +
    [60, 130, 200].map((x) => line(x, 0, 0, (x * 2) / 3, '#000', 2, { 'stroke-opacity': 0.06 })).join('') +
    [590, 660, 730]
      .map((x) => line(x, 0, 800, (160 * (800 - x)) / 280, '#000', 2, { 'stroke-opacity': 0.06 }))
      .join('') +
    line(300, 0, 0, 200, C.woodDark, 10) +
    line(520, 0, 800, 160, C.woodDark, 10) +
    rect(300, 0, 220, 12, C.woodDark) +
    tag('clipPath', { id: 'sk' }, poly('120,38 210,38 150,116 60,116', '#000')) +
    group({ 'clip-path': 'url(#sk)' }, at(60, 38, views.skylight(150, 78))) +
    poly('120,38 210,38 150,116 60,116', 'none', {
      stroke: '#fff',
      'stroke-width': 7,
      'stroke-linejoin': 'round',
    }) +
    circle(410, 120, 56, '#fff') +
    windowEl('w', 360, 70, 100, 100, 'sea', { cols: 1, rows: 1, sill: false, frame: '#fff', fw: 8, rx: 50 }) +
    floorBoards('#d2b48c') +
    rug(400, 474, 330, 20, '#f1faee', C.green3) +
    bed(95, 124, {
      hb: C.woodLight,
      hbTop: 262,
      pillows: 1,
      throwC: C.coral,
      duvetSide: '#f0ede4',
      base: C.wood,
    }) +
    bed(255, 124, {
      hb: C.woodLight,
      hbTop: 262,
      pillows: 1,
      throwC: C.teal,
      duvetSide: '#f0ede4',
      base: C.wood,
    }) +
    nightstand(362, 60, 330, C.woodLight) +
    lamp(392, 324, '#fff', C.green) +
    bed(590, 250, { hb: C.green, hbTop: 236, quilt: true, throwC: C.sand, base: C.wood }) +
    group(
      { transform: 'translate(95 300)' },
      ellipse(0, 26, 15, 14, '#c68b59'),
      circle(-9, -8, 5.5, '#c68b59'),
      circle(9, -8, 5.5, '#c68b59'),
      circle(0, 2, 12, '#c68b59'),
      ellipse(0, 6, 5, 4, '#f3e3c8'),
      circle(-4, 0, 1.6, C.navy),
      circle(4, 0, 1.6, C.navy),
      circle(0, 5, 1.6, C.navy),
      rect(-8, 13, 16, 4, C.coral, { rx: 2 }),
    ),
)

// --------------------------------------------------------------------------------------------- properties
const propertyHarbour = () => {
  const defs =
    grad('sky', [
      [0, '#7fbcd2'],
      [0.6, '#cfe8e6'],
      [1, '#fbe6c4'],
    ]) +
    grad('sea', [
      [0, '#4fa3a5'],
      [1, '#1f5f7a'],
    ]) +
    tag(
      'pattern',
      { id: 'stone', width: 60, height: 24, patternUnits: 'userSpaceOnUse' },
      rect(0, 0, 60, 24, '#c2b59b') +
        path('M0 12h60M30 0v12M0 12v12M60 12v12', 'none', { stroke: '#a3967c', 'stroke-width': 2 }),
    ) +
    tag(
      'pattern',
      { id: 'win', width: 56, height: 56, patternUnits: 'userSpaceOnUse', x: 352, y: 276 },
      rect(8, 6, 30, 40, '#fff') +
        rect(12, 10, 22, 32, C.navy) +
        rect(12, 10, 22, 14, C.blue) +
        rect(22, 10, 2, 32, '#fff'),
    )
  const cottages = [
    [0, 420, 90, C.sand],
    [86, 396, 84, '#f6d5c3'],
    [166, 430, 80, C.sky],
    [242, 404, 90, '#fff'],
    [650, 402, 90, C.orange],
    [736, 430, 76, C.mist],
    [808, 392, 96, '#cfe3d4'],
    [900, 424, 80, C.sand],
    [976, 400, 90, '#f6d5c3'],
    [1062, 428, 80, C.sky],
    [1138, 408, 90, '#fff'],
  ]
  const upper = [
    [30, 330, 70],
    [120, 316, 64],
    [200, 338, 70],
    [700, 320, 66],
    [790, 300, 72],
    [880, 326, 64],
    [960, 306, 70],
    [1050, 322, 66],
    [1130, 298, 72],
  ]
  let town = ''
  for (const [x, y, w] of upper)
    town +=
      rect(x, y, w - 4, 560 - y, '#e9e2d2') +
      poly(`${x - 4},${y} ${x + w / 2 - 2},${y - 24} ${x + w},${y}`, '#6b7689') +
      rect(x + 14, y + 14, 12, 14, '#7d8aa0') +
      rect(x + w - 30, y + 14, 12, 14, '#7d8aa0')
  for (const [x, y, w, c] of cottages)
    town +=
      rect(x, y, w - 4, 540 - y, c) +
      poly(`${x - 6},${y} ${x + w / 2 - 2},${y - 30} ${x + w + 2},${y}`, C.slate) +
      rect(x + w * 0.65, y - 34, 10, 22, C.slate) +
      rect(x + 16, y + 22, 16, 22, C.navy, { 'fill-opacity': 0.85 }) +
      rect(x + w - 36, y + 22, 16, 22, C.navy, { 'fill-opacity': 0.85 }) +
      rect(x + w / 2 - 10, y + 64, 18, 540 - y - 64, C.navy, { 'fill-opacity': 0.7 })
  const hotel =
    rect(330, 244, 300, 300, '#000', { 'fill-opacity': 0.08, transform: 'translate(8 0)' }) +
    rect(330, 250, 300, 290, C.cream) +
    poly('318,252 480,196 642,252', C.navy) +
    rect(372, 176, 26, 50, C.navy) +
    rect(562, 176, 26, 50, C.navy) +
    rect(368, 172, 34, 8, C.slate) +
    rect(558, 172, 34, 8, C.slate) +
    circle(480, 228, 12, C.cream) +
    circle(480, 228, 7, C.teal) +
    rect(330, 252, 300, 8, C.navy, { 'fill-opacity': 0.2 }) +
    rect(344, 276, 272, 160, 'url(#win)') +
    rect(330, 442, 300, 12, C.navy) +
    rect(350, 462, 260, 10, C.teal) +
    path(
      'M350 472h260v16q-13 10 -26 0q-13 10 -26 0q-13 10 -26 0q-13 10 -26 0q-13 10 -26 0q-13 10 -26 0q-13 10 -26 0q-13 10 -26 0q-13 10 -26 0q-13 10 -26 0z',
      C.teal,
    ) +
    [0, 52, 104, 156, 208]
      .map((dx) => rect(362 + dx, 472, 26, 14, '#fff', { 'fill-opacity': 0.35 }))
      .join('') +
    rect(458, 492, 44, 48, C.navy) +
    rect(462, 496, 36, 16, C.sky, { 'fill-opacity': 0.5 }) +
    rect(366, 498, 60, 34, C.blue) +
    rect(534, 498, 60, 34, C.blue) +
    rect(395, 498, 2, 34, '#fff') +
    rect(563, 498, 2, 34, '#fff') +
    plant(440, 540, 0.5, C.navy) +
    plant(520, 540, 0.5, C.navy)
  const sea =
    rect(0, 560, 1200, 240, 'url(#sea)') +
    // reflections
    rect(340, 566, 280, 10, '#fff', { 'fill-opacity': 0.18 }) +
    rect(370, 584, 220, 8, '#fff', { 'fill-opacity': 0.12 }) +
    rect(390, 600, 180, 6, '#fff', { 'fill-opacity': 0.08 }) +
    waves(40, 620, 1100, 16, '#fff', 0.35)
  const quay = rect(0, 540, 1200, 28, 'url(#stone)') + rect(0, 536, 1200, 8, '#8f846f')
  const wall =
    rect(724, 734, 476, 10, '#000', { 'fill-opacity': 0.15 }) +
    rect(720, 690, 480, 46, 'url(#stone)') +
    rect(720, 684, 480, 8, '#8f846f') +
    // lighthouse
    rect(744, 582, 48, 104, '#fff') +
    rect(744, 606, 48, 16, C.coral) +
    rect(744, 644, 48, 16, C.coral) +
    rect(750, 556, 36, 26, '#ffe9a8') +
    rect(766, 556, 4, 26, C.navy) +
    path('M742 556h52l-26 -26z', C.navy) +
    rect(738, 578, 60, 6, C.navy) +
    rect(744, 582, 10, 104, '#000', { 'fill-opacity': 0.06 }) +
    rect(920, 670, 8, 16, C.navy) +
    rect(1060, 670, 8, 16, C.navy)
  const body =
    rect(0, 0, 1200, 800, 'url(#sky)') +
    circle(960, 190, 110, '#fff3cf', { 'fill-opacity': 0.5 }) +
    circle(960, 190, 68, '#ffe7a3') +
    cloud(240, 130, 1.3) +
    cloud(640, 96, 0.9, 0.8) +
    cloud(1110, 110, 0.7, 0.75) +
    path('M0 330C180 250 360 300 520 270S860 220 1000 250S1150 240 1200 230V560H0z', '#9cc5a8') +
    path('M0 380C200 330 360 370 560 350S900 320 1200 340V560H0z', '#7db08f') +
    town +
    hotel +
    quay +
    sea +
    group(
      { transform: 'translate(0 0)' },
      boat(190, 676, 1.6, C.coral),
      boat(560, 712, 1.9, C.navy, '#fff'),
      boat(930, 650, 1.3, C.sand),
    ) +
    ellipse(190, 690, 60, 5, '#fff', { 'fill-opacity': 0.2 }) +
    ellipse(560, 730, 74, 6, '#fff', { 'fill-opacity': 0.2 }) +
    ellipse(930, 661, 48, 5, '#fff', { 'fill-opacity': 0.2 }) +
    wall +
    gull(700, 170, 1.4) +
    gull(760, 200, 1) +
    gull(300, 250, 1.1)
  return svg(
    1200,
    800,
    'Harbour House Hotel on the quay of a Cornish harbour',
    `<defs>${defs}</defs>${body}`,
    {
      slice: true,
    },
  )
}

const propertyClifftop = () => {
  const defs =
    grad('sky', [
      [0, '#6fb0cf'],
      [0.55, '#cde8ec'],
      [1, '#fdeccb'],
    ]) +
    grad('sea', [
      [0, '#6bb3be'],
      [1, '#1f6f86'],
    ]) +
    grad('rock', [
      [0, '#d4ad72'],
      [1, '#9c7446'],
    ])
  const inn =
    rect(800, 214, 250, 128, '#fbf8f1') +
    poly('786,218 860,150 990,150 1064,218', C.slate) +
    rect(828, 124, 22, 50, '#e4dccb') +
    rect(980, 124, 22, 50, '#e4dccb') +
    rect(824, 120, 30, 8, C.slate) +
    rect(976, 120, 30, 8, C.slate) +
    poly('888,190 910,166 932,190', '#fbf8f1') +
    rect(892, 190, 36, 28, '#fbf8f1') +
    rect(900, 194, 20, 18, C.navy) +
    [822, 876, 966, 1010]
      .map((x) => rect(x, 238, 24, 28, C.navy) + rect(x - 3, 266, 30, 5, C.sand))
      .join('') +
    [822, 1010].map((x) => rect(x, 292, 24, 28, C.navy) + rect(x - 3, 320, 30, 5, C.sand)).join('') +
    rect(902, 290, 34, 52, C.green) +
    circle(930, 318, 2.5, C.sand) +
    path('M896 290q23 -20 46 0z', C.sand) +
    // garden cottage annex
    rect(1080, 268, 120, 76, '#fbf8f1') +
    poly('1072,272 1110,236 1200,236 1200,272', '#546276') +
    rect(1100, 290, 20, 22, C.navy) +
    rect(1150, 290, 20, 22, C.navy) +
    // sign post
    rect(748, 262, 6, 82, C.woodDark) +
    rect(724, 262, 36, 6, C.woodDark) +
    rr(722, 272, 28, 22, 3, C.green, { stroke: C.sand, 'stroke-width': 2 }) +
    circle(736, 283, 5, C.sand)
  const flowers = [
    [820, 470],
    [900, 410],
    [990, 460],
    [1060, 420],
    [1150, 470],
    [860, 540],
    [950, 520],
    [1030, 560],
    [1110, 530],
    [1180, 600],
    [900, 650],
    [990, 640],
    [1080, 700],
    [1160, 740],
    [930, 760],
    [1030, 780],
  ]
    .map(([x, y], i) => circle(x, y, 6, ['#f4a6b8', C.sand, '#fff'][i % 3]))
    .join('')
  const body =
    rect(0, 0, 1200, 800, 'url(#sky)') +
    circle(250, 220, 120, '#fff3cf', { 'fill-opacity': 0.45 }) +
    circle(250, 220, 72, '#ffe3a0') +
    cloud(520, 120, 1.2) +
    cloud(900, 80, 0.9, 0.85) +
    cloud(120, 340, 0.7, 0.7) +
    path('M0 470C60 440 150 432 220 452S320 470 360 470z', '#8fb3bf') +
    rect(0, 470, 1200, 330, 'url(#sea)') +
    rect(120, 480, 260, 6, '#fff', { 'fill-opacity': 0.35 }) +
    rect(160, 498, 180, 5, '#fff', { 'fill-opacity': 0.25 }) +
    waves(20, 560, 520, 10, '#fff', 0.35) +
    waves(60, 660, 480, 8, '#fff', 0.3) +
    sailboat(420, 540, 1.1, C.coral) +
    sailboat(160, 610, 0.8, C.navy) +
    // cliff face
    path('M600 800L560 700L590 640L566 560L600 500L588 430L626 372L650 360H1200V800z', 'url(#rock)') +
    path('M604 500L640 470L700 480L760 460L800 470V520L740 530L690 515L640 530z', '#b88e57', {
      'fill-opacity': 0.7,
    }) +
    path('M594 640L650 620L720 640L790 625V660L720 675L650 660z', '#8c6a3e', { 'fill-opacity': 0.55 }) +
    path('M588 430L620 420L672 430L700 420V448L650 456L600 452z', '#8c6a3e', { 'fill-opacity': 0.45 }) +
    // foam at the foot
    path('M470 700L482 650L498 636L504 606L520 600L530 628L546 644L552 700z', '#a9824f') +
    path('M504 606L520 600L530 628L546 644L552 700H520L516 640z', '#8c6a3e') +
    path('M456 700q12 -8 24 -2t26 -2t26 2t28 0', 'none', {
      stroke: '#fff',
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-opacity': 0.8,
    }) +
    path('M540 760q10 -8 20 0t20 0M548 676q8 -6 16 0t16 0', 'none', {
      stroke: '#fff',
      'stroke-width': 3,
      'stroke-linecap': 'round',
      'stroke-opacity': 0.6,
    }) +
    // grass cap and headland
    path(
      'M620 360C660 330 720 320 780 330S900 334 980 326S1120 330 1200 320V800H860C840 700 800 600 760 520S660 400 620 360z',
      C.green2,
    ) +
    path('M628 364C680 350 740 352 780 344L790 372C740 380 690 378 640 378z', C.green, {
      'fill-opacity': 0.6,
    }) +
    path('M780 800C800 700 860 620 940 580S1100 540 1200 520V800z', C.green) +
    path('M980 800C1000 720 1060 660 1200 640V800z', '#24573f') +
    // coast path
    path('M760 344C800 400 860 420 880 470S940 560 1000 600S1080 700 1070 800', 'none', {
      stroke: '#ecd9a9',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    inn +
    flowers +
    gull(480, 300, 1.4) +
    gull(540, 330, 1) +
    gull(700, 220, 1.2)
  return svg(1200, 800, 'Cliff Top Inn above the sea on the Devon coast', `<defs>${defs}</defs>${body}`, {
    slice: true,
  })
}

// ------------------------------------------------------------------------------------------- logos, icons
const harbourEmblem = (cx, cy) =>
  group(
    { transform: `translate(${cx} ${cy})` },
    circle(0, 0, 40, 'none', { stroke: '#fff', 'stroke-width': 3 }),
    path('M-20 4V-12L0 -29L20 -12V4z', '#fff'),
    rect(9, -28, 6, 12, '#fff'),
    rect(-4, -8, 8, 12, C.navy),
    rect(-14, -9, 6, 6, C.navy),
    rect(8, -9, 6, 6, C.navy),
    rect(-30, 6, 60, 4, '#fff', { rx: 2 }),
    path('M-28 19q7 -6 14 0t14 0t14 0t14 0', 'none', {
      stroke: C.sky,
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
    }),
    path('M-21 28q5.25 -5 10.5 0t10.5 0t10.5 0t10.5 0', 'none', {
      stroke: C.teal,
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
    }),
  )

const logoHarbour = () =>
  svg(
    200,
    100,
    'Harbour House Hotel',
    harbourEmblem(46, 50) +
      tag(
        'text',
        {
          x: 98,
          y: 46,
          fill: '#fff',
          'font-family': 'Georgia, serif',
          'font-size': 27,
          textLength: 94,
          lengthAdjust: 'spacingAndGlyphs',
        },
        'Harbour',
      ) +
      tag(
        'text',
        {
          x: 98,
          y: 73,
          fill: '#fff',
          'font-family': 'Georgia, serif',
          'font-size': 27,
          textLength: 80,
          lengthAdjust: 'spacingAndGlyphs',
        },
        'House',
      ) +
      rect(98, 81, 94, 2, C.teal) +
      tag(
        'text',
        {
          x: 98,
          y: 96,
          fill: C.sky,
          'font-family': 'Georgia, serif',
          'font-size': 11,
          textLength: 76,
          lengthAdjust: 'spacing',
        },
        'HOTEL',
      ),
  )

const logoClifftop = () =>
  svg(
    200,
    100,
    'Cliff Top Inn',
    group(
      { transform: 'translate(46 50)' },
      circle(0, 0, 40, 'none', { stroke: '#fff', 'stroke-width': 3 }),
      tag('clipPath', { id: 'c' }, circle(0, 0, 36, '#000')),
      group(
        { 'clip-path': 'url(#c)' },
        circle(-17, -13, 8, C.sand),
        path('M-13 40L-9 24L-15 14L-8 4H40V40z', C.sand),
        path('M-8 4H40V9H-11z', C.green4),
        path('M-3 4V-12L5 -21H21L29 -12V4z', '#fff'),
        rect(17, -26, 5, 8, '#fff'),
        rect(4, -9, 6, 7, C.green),
        rect(15, -9, 6, 7, C.green),
        path('M-37 17q3 -3.5 6 0t6 0t6 0M-34 26q3 -3.5 6 0t6 0t6 0', 'none', {
          stroke: '#fff',
          'stroke-width': 2.5,
          'stroke-linecap': 'round',
        }),
      ),
    ) +
      tag(
        'text',
        {
          x: 98,
          y: 46,
          fill: '#fff',
          'font-family': 'Georgia, serif',
          'font-size': 27,
          textLength: 56,
          lengthAdjust: 'spacingAndGlyphs',
        },
        'Cliff',
      ) +
      tag(
        'text',
        {
          x: 98,
          y: 73,
          fill: '#fff',
          'font-family': 'Georgia, serif',
          'font-size': 27,
          textLength: 50,
          lengthAdjust: 'spacingAndGlyphs',
        },
        'Top',
      ) +
      rect(98, 81, 94, 2, C.sand) +
      tag(
        'text',
        {
          x: 98,
          y: 96,
          fill: C.sand,
          'font-family': 'Georgia, serif',
          'font-size': 11,
          textLength: 40,
          lengthAdjust: 'spacing',
        },
        'INN',
      ),
  )

// The app mark (a house over a wave) on a 64×64 grid, drawn in white/teal for a navy background.
const mark = () =>
  path('M11 31L32 13L53 31M17 28V50H47V28', 'none', {
    stroke: '#fff',
    'stroke-width': 5,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  }) +
  path('M25 36q3.5 -4 7 0t7 0', 'none', { stroke: C.teal, 'stroke-width': 3.5, 'stroke-linecap': 'round' }) +
  path('M25 43q3.5 -4 7 0t7 0', 'none', { stroke: C.sky, 'stroke-width': 3.5, 'stroke-linecap': 'round' })

const favicon = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
  rr(0, 0, 64, 64, 14, C.navy) +
  mark() +
  '</svg>\n'

// Icon pages for rasterising: size, background and how much of it the mark occupies.
const iconSvg = (size, { round, scale }) => {
  const s = (size * scale) / 64
  const off = (size - 64 * s) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">` +
    (round ? rr(0, 0, size, size, size * 0.22, C.navy) : rect(0, 0, size, size, C.navy)) +
    group({ transform: `translate(${off} ${off}) scale(${s})` }, mark()) +
    '</svg>'
  )
}
const ICONS = [
  ['icons/icon-192.png', 192, { round: true, scale: 1 }],
  ['icons/icon-512.png', 512, { round: true, scale: 1 }],
  ['icons/maskable-512.png', 512, { round: false, scale: 0.72 }],
  ['icons/apple-touch-icon.png', 180, { round: false, scale: 0.86 }],
]

// ------------------------------------------------------------------------------------------------- write
const write = (rel, content) => {
  const url = new URL(rel, OUT)
  mkdirSync(new URL('.', url), { recursive: true })
  writeFileSync(
    url,
    content
      .replace(/\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 10) / 10))
      .replace(/([\s"(,a-zA-Z-])0\.(?=\d)/g, '$1.'),
  )
}

write('demo/logo-harbour.svg', logoHarbour())
write('demo/logo-clifftop.svg', logoClifftop())
write('demo/property-harbour.svg', propertyHarbour())
write('demo/property-clifftop.svg', propertyClifftop())
for (const [code, content] of Object.entries(rooms)) write(`demo/room-${code}.svg`, content)
write('favicon.svg', favicon())

if (process.argv.includes('--png')) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const page = await browser.newPage()
  for (const [rel, size, opts] of ICONS) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${iconSvg(size, opts)}</body></html>`,
    )
    const url = new URL(rel, OUT)
    mkdirSync(new URL('.', url), { recursive: true })
    await page.screenshot({
      path: fileURLToPath(url),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    })
  }
  await browser.close()
}
