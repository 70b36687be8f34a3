import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

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
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/manifest': `http://localhost:${apiPort}`,
    },
  },
  plugins: [
    react(),
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

function normaliseBase(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? '/' : `/${trimmed}/`
}
