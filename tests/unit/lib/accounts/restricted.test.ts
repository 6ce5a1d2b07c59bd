import { describe, expect, it } from 'vitest';
import { isRestrictedUser } from '@/lib/accounts/restricted';
import { AccountType } from '@/lib/domain/account-type';

const user = (over: Partial<Parameters<typeof isRestrictedUser>[0]> = {}) => ({
  accountType: AccountType.STANDARD_BUYER, isBlocked: false, isInCollections: false, isActive: true, isSeller: false, ...over,
});

describe('restricted users (SPEC §6)', () => {
  it('restricts blocked users and users in collections', () => {
    expect(isRestrictedUser(user({ isBlocked: true }))).toBe(true);
    expect(isRestrictedUser(user({ isInCollections: true }))).toBe(true);
  });

  it('restricts active paid sellers, not free or homes sellers, inactive ones or buyers', () => {
    expect(isRestrictedUser(user({ isSeller: true, accountType: AccountType.UNIVERSAL_PREMIUM_SELLER }))).toBe(true);
    expect(isRestrictedUser(user({ isSeller: true, accountType: AccountType.UNIVERSAL_SIGNATURE_SELLER }))).toBe(true);
    expect(isRestrictedUser(user({ isSeller: true, accountType: AccountType.STANDARD_FREE_SELLER }))).toBe(false);
    expect(isRestrictedUser(user({ isSeller: true, accountType: AccountType.HOMES }))).toBe(false);
    expect(isRestrictedUser(user({ isSeller: true, isActive: false, accountType: AccountType.UNIVERSAL_PREMIUM_SELLER }))).toBe(false);
    expect(isRestrictedUser(user())).toBe(false);
  });
});
