/**
 * The hotel's desk (decision 0117): built on its own after the guest app (npm run build:client), into the same
 * folder. A second input of the guest build would share Mantine's modules with the guest's pages, and the bundler
 * would split them into new common chunks the guest's search page then loads: the desk must not change a byte of
 * what a guest downloads. Every file of the desk is named desk-*, which the service worker never precaches.
 */
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const base = (() => {
  const trimmed = (process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? '/' : `/${trimmed}/`
})()

export default defineConfig({
  base,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __DEFAULT_PROPERTY__: JSON.stringify(process.env.DEFAULT_PROPERTY ?? 'HARBOUR') },
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: {
      input: { desk: fileURLToPath(new URL('./desk.html', import.meta.url)) },
      output: {
        entryFileNames: 'assets/desk-[hash].js',
        chunkFileNames: 'assets/desk-[name]-[hash].js',
        assetFileNames: 'assets/desk-[name]-[hash][extname]',
      },
    },
  },
  plugins: [react()],
})
