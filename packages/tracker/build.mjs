// Builds each tracker script to one minified IIFE and enforces its gzip size budget.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

/** Bytes after gzip; a script over its budget fails the build (and so CI). */
export const BUDGETS = { 't.js': 1024 };

const here = fileURLToPath(new URL('.', import.meta.url));

export const options = {
  absWorkingDir: here,
  entryPoints: { t: 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2018'],
  legalComments: 'none',
};

/** Builds in memory and answers each script's gzip size and budget (the size test uses it). */
export async function measure() {
  const result = await esbuild.build({ ...options, write: false });
  return result.outputFiles.map((file) => {
    const name = file.path.split('/').pop();
    return { name, bytes: file.contents.length, gzip: gzipSync(file.contents).length, budget: BUDGETS[name] };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--watch')) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
  } else {
    await esbuild.build(options);
    let over = false;
    for (const [file, budget] of Object.entries(BUDGETS)) {
      const size = gzipSync(readFileSync(`${here}dist/${file}`)).length;
      console.log(`tracker ${file}: ${size} B gzip (budget ${budget} B)`);
      if (size > budget) over = true;
    }
    if (over) {
      console.error('tracker: size budget exceeded');
      process.exit(1);
    }
  }
}
