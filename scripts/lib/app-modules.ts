// The app's modules name their neighbours without an extension, as the bundler resolves them; Node
// needs the file's whole name. Imported first, this lets a script load app code it does not bundle
// (scripts/import/similar.ts runs the app's own similar-cars statements): modules imported after it,
// with `await import()`, resolve `./name` to `./name.ts` or `./name.tsx`.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\.{1,2}\//.test(specifier) || (error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
      for (const extension of ['.ts', '.tsx']) {
        try {
          return nextResolve(`${specifier}${extension}`, context);
        } catch {
          // the next extension
        }
      }
      throw error;
    }
  },
});
