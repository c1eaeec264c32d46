import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the
 * build, once, so the server only picks one by Accept-Encoding (apps/server/src/core/http/web-app.ts)
 * instead of compressing on every request. Files under 1 kB, or that would not shrink, stay plain.
 */
function compressBuild(): Plugin {
  return {
    name: 'tradewind:compress-build',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      const files = (await fs.readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const content = await fs.readFile(full);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzip(content, { level: 9 }),
          ]);
          if (br.length < content.length) await fs.writeFile(`${full}.br`, br);
          if (gz.length < content.length) await fs.writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Our own modules that do something when imported: a module's index.ts and admin.ts register its texts,
 * menu title, drawers and search; lms/line/line.messages.ts registers the line pages' texts as those pages load; app/modules.ts and app/module-texts.ts import those; main.tsx starts the app; http-client.ts
 * installs the end-to-end tests' hook; core/chart/echarts-setup.ts registers ECharts' charts, components and
 * renderer (dropped, its `echarts.use` went with it and no chart drew); style sheets apply themselves. Every other file under src/ only
 * declares, so a file nobody uses is left out even when a module's index.ts re-exports it — without this,
 * importing one hook from `@/modules/common` would bring the upload, employee-picker and export code along.
 * A new top-level registration belongs in its module's index.ts, or here.
 */
const SIDE_EFFECT_FILES = /[\\/]src[\\/](modules[\\/][\w-]+[\\/]index\.ts|modules[\\/]system[\\/]admin\.ts|modules[\\/]lms[\\/]line[\\/]line\.messages\.ts|app[\\/](modules|module-texts)\.ts|main\.tsx|core[\\/]http[\\/]http-client\.ts|core[\\/]chart[\\/]echarts-setup\.ts)$/;
const webSource = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * Libraries whose package.json does not say they are side-effect free although they are (their modules
 * only declare). Ant Design's Input imports `FormProvider` from rc-form (through form/context); without
 * this, every page with an input would load all of rc-form and async-validator (12 kB compressed) —
 * the login page included, which has no antd Form.
 */
const SIDE_EFFECT_FREE_LIBRARIES = /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator|input)[\\/]/;

function moduleSideEffects(id: string): boolean | undefined {
  const file = id.split('?')[0];
  if (SIDE_EFFECT_FREE_LIBRARIES.test(file)) return false;
  if (!file.startsWith(webSource)) return undefined; // other libraries: their package.json says
  return /\.css$/.test(file) || SIDE_EFFECT_FILES.test(file);
}

export default defineConfig({
  plugins: [react(), compressBuild()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // `npm start` serves the API on :8080; `ws` carries the realtime socket at /api/v1/ws through as well.
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each source file's chunk imports, read by the page-weight
    // test (src/app/page-weight.test.ts) to add up what a page downloads.
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects },
      output: {
        // Libraries every page needs, in chunks of their own: they change less often than our code, so a
        // deploy leaves them cached. Ant Design's components stay split by page (Table, DatePicker … load
        // with the first page that uses them); only its theme and style engine are shared up front.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'antd-core',
              test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis|@emotion[\\/]\w+|antd[\\/]es[\\/](theme|style|config-provider|locale|locale-provider))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
