// `npm run build`: next build (brand files are validated by next.config.ts first).
import { ensureBuild, ensureDependencies } from './lib.mjs';

ensureDependencies();
ensureBuild({ force: true });
