import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type Rolldown } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fillBootShell } from './src/boot-shell/boot-shell'
import { compileMessages } from './scripts/compile-messages'
import { LOCALES } from './src/i18n/locales'

// BASE_PATH puts every asset and route under a sub-path (e.g. /booking/) for hotels that serve the engine
// beside their own site; the server reads the same variable.
const base = normaliseBase(process.env.BASE_PATH ?? '/')
const apiPort = process.env.API_PORT ?? '8081'

export default defineConfig({
  base,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __DEFAULT_PROPERTY__: JSON.stringify(process.env.DEFAULT_PROPERTY ?? 'HARBOUR'),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser the app targets but Safari 16 preloads modules itself; there the links the boot shell adds
    // do nothing and each module loads when imported (slower, not broken). The polyfill cost every guest's
    // first paint 0.4 kB, which each language's search-route texts need (decision 0128).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app, and our page around Stripe's card fields, which the card step shows in a frame (decision 0113).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        'card-frame-stripe': fileURLToPath(new URL('./card-frame/stripe.html', import.meta.url)),
      },
      output: {
        // The app's start (src/app/start.tsx and everything it imports) is one chunk, as it was when it was
        // the entry: left to itself the bundler splits what the pages share with it into a score of small
        // files, and on HTTP/1.1 each costs a round trip before the first render (decision 0027).
        // Vite's preload helper, which the entry needs too, stays out of it, or the entry would import (and so
        // run) the app's chunk at once.
        codeSplitting: {
          groups: [
            { name: 'preload', test: /vite[\\/]preload-helper/, priority: 6 },
            // The libraries the app starts with, apart: src/main.tsx runs them first, React and the rest each in
            // a task of its own, so that starting is several short tasks instead of one long one (TBT).
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
            {
              name: 'libs',
              // Not TanStack's many-queries hook: only Rooms & Rates and the group page use it, so it loads
              // with them, not before the search page's first paint (decision 0145).
              test: (id) =>
                /[\\/](node_modules[\\/](react-router|@tanstack|valibot)[\\/]|src[\\/]app[\\/]libs\.ts$)/.test(
                  id,
                ) && !/[\\/](useQueries|queriesObserver)\.js$/.test(id),
              priority: 4,
            },
            {
              name: 'start',
              test: /[\\/]src[\\/](app[\\/]start|features[\\/]search[\\/]search-page)\.tsx$/,
              priority: 3,
            },
            // The device database (Dexie, src/storage, src/sync): every route starts it after the first paint.
            {
              name: 'device',
              test: /[\\/](node_modules[\\/]dexie|src[\\/](storage|sync)[\\/])/,
              priority: 2,
            },
            // Rooms and rates with what it needs before it renders (the kept basket, the booking session).
            {
              name: 'journey',
              test: /[\\/]src[\\/](features[\\/]rooms-rates[\\/]rooms-rates-page\.tsx|app[\\/]basket-keeper\.tsx|i18n[\\/]area-messages\.ts)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/manifest': `http://localhost:${apiPort}`,
    },
  },
  plugins: [
    react(),
    compileMessages(),
    {
      // The property-less boot shell (decision 0027); the server fills in the property's own per request.
      name: 'boot-shell',
      transformIndexHtml: (html, { path }) => (isAppPage(path) ? fillBootShell(html, null, 'other') : html),
    },
    paintFirst(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,json}'],
        // The card frame's page is never started offline (paying needs the network) and must come with its own
        // Content-Security-Policy from the server, so the service worker keeps no copy of it.
        // The desk (vite.desk.config.ts, decision 0117) is built after this and is never precached: staff work
        // online, and a guest's device never downloads it. Named here too, should the order of the builds change.
        globIgnores: ['**/*.map', '**/.vite/**', 'card-frame/**', 'desk.html', 'assets/desk-*'],
      },
      devOptions: { enabled: false },
    }),
  ],
})

/** What each page the boot shell draws runs before it renders (the start includes the search page). */
const PAGE_MODULES = {
  search: ['src/app/start.tsx', 'src/features/search/search-page.tsx'],
  rooms: [
    'src/app/start.tsx',
    'src/features/rooms-rates/rooms-rates-page.tsx',
    'src/app/basket-keeper.tsx',
    'src/i18n/area-messages.ts',
  ],
  checkout: [
    'src/app/start.tsx',
    'src/features/checkout/checkout-page.tsx',
    'src/app/basket-keeper.tsx',
    'src/i18n/area-messages.ts',
  ],
}

/**
 * The boot shell paints before the app's code runs (decision 0027), so the build:
 * - lists the app's code and stylesheet in a <template id="boot-code"> instead of linking them from <head>:
 *   index.html's start-up script adds them once the shell has painted, so nothing competes with that paint (a
 *   linked stylesheet would block it, and scripts finishing first would run first). The stylesheet becomes a
 *   preload that src/main.tsx switches on before React renders; the list holds the entry, the app's start
 *   (src/app/start.tsx) and everything it imports, so all of it downloads at once, in parallel;
 * - writes boot-pages.json: every file (entry included) each page loads before it renders. The server
 *   preloads the page's files from the HTML it sends, and bench/bundle.ts measures the search page's;
 * - writes boot-languages.json: the files each language's search-route texts add to that (decision 0128), for
 *   the server to preload the guest's and the bench to measure each language's first load.
 */
function paintFirst(): Plugin {
  let assetBase = '/'
  const closure = (bundle: Rolldown.OutputBundle, roots: string[]) => {
    const js: string[] = []
    const css = new Set<string>()
    const visit = (file: string) => {
      const c = bundle[file]
      if (c?.type !== 'chunk' || js.includes(file)) return
      js.push(file)
      c.viteMetadata?.importedCss.forEach((sheet) => css.add(sheet))
      c.imports.forEach(visit)
    }
    roots.forEach(visit)
    return { js, css: [...css] }
  }
  const chunkWith = (bundle: Rolldown.OutputBundle, module: string) => {
    const found = Object.values(bundle).find(
      (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(`/${module}`)),
    )
    if (!found) throw new Error(`paint-first: no chunk holds ${module}`)
    return found.fileName
  }
  return {
    name: 'paint-first',
    apply: 'build',
    configResolved(config) {
      assetBase = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry, path }) {
        if (!bundle || !entry || !isAppPage(path)) return html
        // Vite's tags for the entry, its preloads and the stylesheet become the boot-code template's links.
        const tags: string[] = []
        const take = (pattern: RegExp, link: (url: string) => string) => {
          html = html.replace(pattern, (_tag, url: string) => {
            tags.push(link(url))
            return ''
          })
        }
        take(
          /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g,
          (url) => `<link rel="preload" as="style" crossorigin href="${url}" data-app-styles>`,
        )
        take(
          /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
          (url) => `<link rel="modulepreload" crossorigin href="${url}">`,
        )
        take(
          /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
          (url) => `<link rel="modulepreload" crossorigin href="${url}" data-app-entry>`,
        )
        if (!tags.some((t) => t.includes('data-app-entry')))
          throw new Error('paint-first: no entry script in index.html')
        const known = new Set(closure(bundle, [entry.fileName]).js)
        for (const file of closure(bundle, [chunkWith(bundle, 'src/app/start.tsx')]).js)
          if (!known.has(file)) tags.push(`<link rel="modulepreload" crossorigin href="${assetBase}${file}">`)
        const template = `<template id="boot-code">\n${tags.map((t) => `      ${t}\n`).join('')}    </template>`
        return html.replace(/(\n\s*)<noscript>/, `$1${template}$1<noscript>`)
      },
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.isEntry && c.moduleIds.some((id) => id.endsWith('/src/main.tsx')),
      )
      if (entry?.type !== 'chunk') return
      const pages = Object.fromEntries(
        Object.entries(PAGE_MODULES).map(([page, modules]) => [
          page,
          closure(bundle, [entry.fileName, ...modules.map((m) => chunkWith(bundle, m))]),
        ]),
      )
      this.emitFile({ type: 'asset', fileName: 'boot-pages.json', source: JSON.stringify(pages, null, 1) })
      // Each language's search-route texts (decision 0128): the server preloads the guest's with the page's
      // code, and bench/bundle.ts adds them to the page's for each language.
      const languages = Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          closure(bundle, [chunkWith(bundle, `src/i18n/${locale.toLowerCase()}/base.ts`)]).js,
        ]),
      )
      this.emitFile({
        type: 'asset',
        fileName: 'boot-languages.json',
        source: JSON.stringify(languages, null, 1),
      })
    },
  }
}

/** The app's own page (index.html), not a page of its own such as the card frame's. */
function isAppPage(path: string): boolean {
  return path === '/index.html' || path.endsWith('/index.html')
}

function normaliseBase(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? '/' : `/${trimmed}/`
}
