import { SaleType, type SaleTypeId } from '@/lib/domain';
import type { Random } from './random';

/** SPEC §5: the stored price 2 shows as 'Auction'. */
export const AUCTION_PRICE = 2;

/**
 * How a listing states its price: an amount, 'Auction' (price 2: the auction sets it) or 'Contact
 * for Price' (no price). Auctioneers mostly publish no price for their auctions; trophy properties
 * are the ones sellers price on request.
 */
export type AskingKind = 'amount' | 'auction' | 'contact';

export interface AskingInput {
  saleType: SaleTypeId;
  auctioneer: boolean;
  /** The drawn asking price. */
  price: number;
}

export function drawAskingKind(random: Random, input: AskingInput): AskingKind {
  if (input.saleType === SaleType.AUCTION) return random.chance(input.auctioneer ? 0.8 : 0.3) ? 'auction' : 'amount';
  return random.chance(input.price >= 2_000_000 ? 0.12 : 0.015) ? 'contact' : 'amount';
}

/** The stored price of an asking kind: the amount, 2 for an auction, null for contact for price. */
export function storedPrice(kind: AskingKind, amount: number): number | null {
  if (kind === 'auction') return AUCTION_PRICE;
  return kind === 'contact' ? null : amount;
}
