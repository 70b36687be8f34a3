import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fillBootShell } from './src/app/boot-shell'

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
    rolldownOptions: {
      output: {
        // The app's start (src/app/start.tsx and everything it imports) is one chunk, as it was when it was
        // the entry: left to itself the bundler splits what the pages share with it into a score of small
        // files, and on HTTP/1.1 each costs a round trip before the first render (decision 0027).
        // Vite's preload helper, which the entry needs too, stays out of it, or the entry would import (and so
        // run) the app's chunk at once.
        codeSplitting: {
          groups: [
            { name: 'preload', test: /vite[\\/]preload-helper/, priority: 2 },
            { name: 'start', test: /[\\/]src[\\/]app[\\/]start\.tsx$/, priority: 1 },
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
    {
      // The property-less boot shell (decision 0027); the server fills in the property's own per request.
      name: 'boot-shell',
      transformIndexHtml: (html) => fillBootShell(html, null, 'other'),
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
        globIgnores: ['**/*.map', '**/.vite/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
})

/**
 * The boot shell paints before the app's code runs (decision 0027), so the built index.html:
 * - preloads the stylesheet instead of linking it (a linked one blocks the first paint until it arrives; the
 *   shell has inline styles, and src/main.tsx switches the sheet on and waits for it before React renders);
 * - preloads the app's code (src/app/start.tsx, which the small entry imports once the shell is on screen)
 *   with everything it imports, so it downloads in parallel with the shell instead of after it.
 */
function paintFirst(): Plugin {
  let assetBase = '/'
  return {
    name: 'paint-first',
    apply: 'build',
    configResolved(config) {
      assetBase = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html
        const styled = html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
          '<link rel="preload" as="style" crossorigin href="$1" data-app-styles>',
        )
        const start = entry.dynamicImports
          .map((file) => bundle[file])
          .find((c) => c?.type === 'chunk' && c.moduleIds.some((id) => id.endsWith('/src/app/start.tsx')))
        if (start?.type !== 'chunk')
          throw new Error('paint-first: the entry no longer imports src/app/start.tsx')
        const known = new Set([entry.fileName, ...entry.imports])
        const wanted: string[] = []
        const visit = (file: string) => {
          if (known.has(file)) return
          known.add(file)
          wanted.push(file)
          const c = bundle[file]
          if (c?.type === 'chunk') c.imports.forEach(visit)
        }
        visit(start.fileName)
        const links = wanted
          .map((file) => `    <link rel="modulepreload" crossorigin href="${assetBase}${file}">\n`)
          .join('')
        return styled.replace(/\n\s*<\/head>/, `\n${links}  </head>`)
      },
    },
  }
}

function normaliseBase(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? '/' : `/${trimmed}/`
}
