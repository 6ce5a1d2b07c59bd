import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticPackages } from '../static-packages';

// The account islands are on every page's first load (header, login status, modal host) or on every
// placard (Like): no form library, no zod and nothing of the server until a dialog is asked for.

const forms = ['zod', 'react-hook-form', '@hookform/resolvers'];
const server = ['drizzle-orm', 'pg', 'better-auth', '@node-rs/argon2', 'nodemailer'];

describe('account islands: first-load code', () => {
  it.each([
    'components/account/account-modals.tsx',
    'components/account/header-account-area.tsx',
    'components/account/account-islands-chunk.tsx',
    'components/account/mobile-account-section.tsx',
    'components/account/login-status.tsx',
    'components/account/like-button.tsx',
  ])('%s loads no form code and nothing of the server', (entry) => {
    const packages = staticPackages(entry);
    expect(packages).toContain('react');
    for (const heavy of [...forms, ...server]) expect(packages).not.toContain(heavy);
  });

  it("the header's account area is server markup: no client code of its own in the first load", () => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../components/account/header-account-area.tsx'), 'utf8');
    expect(source).toContain('export function HeaderAccountArea');
    expect(source).not.toMatch(/^\s*['"]use client['"]/);
  });

  it('the dialogs chunk carries the forms (and still nothing of the server)', () => {
    const packages = staticPackages('components/account/account-dialogs.tsx');
    for (const library of forms) expect(packages).toContain(library);
    for (const heavy of server) expect(packages).not.toContain(heavy);
  });
});
