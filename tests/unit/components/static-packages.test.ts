import { describe, expect, it } from 'vitest';
import { staticPackages } from './static-packages';

describe('staticPackages: what a client module carries', () => {
  it('follows a folder face only for the names taken from it', () => {
    expect(staticPackages('tests/unit/components/fixtures/takes-image-url.ts')).not.toContain('zod');
  });

  it('still reaches a package that a taken name needs', () => {
    expect(staticPackages('tests/unit/components/fixtures/takes-image-params.ts')).toContain('zod');
  });

  it('takes a whole module when it is the entry', () => {
    expect(staticPackages('lib/images/index.ts')).toContain('zod');
  });
});
