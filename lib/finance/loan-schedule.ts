
// Amortization of a land loan, worked in whole cents so every row adds up exactly: interest is the
// month's balance times the monthly rate rounded half up to the cent, and the last payment takes the
// rounding left over. Browser-safe: the calculator runs it on every keystroke.

/** What the buyer enters, in dollars and percent. `balloonYears` null: the loan runs its full term. */
export interface LoanTerms {
  price: number;
  downPayment: number;
  annualRatePercent: number;
  termYears: number;
  balloonYears: number | null;
}

/** One month of the schedule, in dollars with two decimals; `balance` is what is owed after the payment. */
export interface ScheduleRow {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface LoanSchedule {
  loanAmount: number;
  /** The regular payment; the last month's may be a little less (or more) to close the rounding. */
  monthlyPayment: number;
  /**
   * Month by month until the loan is paid. With a balloon the rows stop at the balloon month, whose
   * row shows the regular payment and, as its balance, the amount then due as `balloonPayment`.
   */
  rows: ScheduleRow[];
  totalInterest: number;
  /** Every payment plus the balloon; the down payment is not in it. */
  totalPaid: number;
  balloonPayment: number | null;
  /** The month the last money is paid (the balloon month with a balloon); 0 when nothing is borrowed. */
  payoffMonth: number;
}

export interface YearTotals {
  year: number;
  interest: number;
  principal: number;
  /** The balance after the year's last payment (with a balloon, the balloon before it is paid). */
  endBalance: number;
}

// The calculator runs in the browser on every keystroke, so its terms are checked by hand here rather
// than with a validation library the finance page would otherwise load first (DESIGN §6: 150 KB).

export const loanFields = ['price', 'downPayment', 'annualRatePercent', 'termYears', 'balloonYears'] as const;
export type LoanField = (typeof loanFields)[number];

const inRange = (min: number, max: number, whole = false) => (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value));

const fieldRules: Record<Exclude<LoanField, 'balloonYears'>, (value: unknown) => value is number> = {
  price: inRange(1, 1e10),
  downPayment: inRange(0, 1e10),
  annualRatePercent: inRange(0, 30),
  termYears: inRange(1, 40, true),
};
const balloonRule = inRange(1, 39, true);

export type LoanTermsCheck = { ok: true; terms: LoanTerms } | { ok: false; invalid: LoanField[] };

/**
 * Checks terms as typed: each field in its range, then, once both of its fields are valid, the down
 * payment at most the price and the balloon before the end of the term. Names every field at fault.
 */
export function checkLoanTerms(input: Readonly<Record<LoanField, unknown>>): LoanTermsCheck {
  const invalid = new Set<LoanField>();
  for (const field of ['price', 'downPayment', 'annualRatePercent', 'termYears'] as const) if (!fieldRules[field](input[field])) invalid.add(field);
  if (input.balloonYears !== null && !balloonRule(input.balloonYears)) invalid.add('balloonYears');
  const { price, downPayment, termYears, balloonYears } = input;
  if (!invalid.has('price') && !invalid.has('downPayment') && (downPayment as number) > (price as number)) invalid.add('downPayment');
  if (!invalid.has('termYears') && !invalid.has('balloonYears') && balloonYears !== null && (balloonYears as number) >= (termYears as number)) invalid.add('balloonYears');
  if (invalid.size > 0) return { ok: false, invalid: loanFields.filter((field) => invalid.has(field)) };
  return { ok: true, terms: input as LoanTerms };
}

export interface LoanPreset {
  downPaymentPercent: number;
  annualRatePercent: number;
  termYears: number;
  balloonYears: number | null;
}

/** Typical terms: a land bank's 20-year loan, and seller financing amortized over 15 years with a 5-year balloon. */
export const loanPresets = {
  bank: { downPaymentPercent: 20, annualRatePercent: 7.5, termYears: 20, balloonYears: null },
  ownerFinance: { downPaymentPercent: 10, annualRatePercent: 9.5, termYears: 15, balloonYears: 5 },
} as const satisfies Record<string, LoanPreset>;

export type LoanPresetKey = keyof typeof loanPresets;

/** The down payment that is `percent` of `price`, to the cent. */
export function downPaymentFor(price: number, percent: number): number {
  return Math.round(price * percent) / 100;
}

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;

/** A number's shortest decimal spelling as an exact fraction, so 7.3% is 73/10 and not its nearest binary value. */
function exactDecimal(value: number): { units: bigint; scale: bigint } {
  const [mantissa = '0', exponent = '0'] = value.toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const shift = fraction.length - Number(exponent);
  const units = BigInt(whole + fraction);
  return shift >= 0 ? { units, scale: 10n ** BigInt(shift) } : { units: units * 10n ** BigInt(-shift), scale: 1n };
}

/** The month's interest on a balance in cents, rounded half up to the cent. */
function monthlyInterest(annualRatePercent: number): (balanceCents: number) => number {
  const { units, scale } = exactDecimal(annualRatePercent);
  const divisor = 1200n * scale;
  return (balanceCents) => Number((2n * BigInt(balanceCents) * units + divisor) / (2n * divisor));
}

function monthlyPaymentCents(loanCents: number, annualRatePercent: number, months: number): number {
  if (annualRatePercent === 0) return Math.ceil(loanCents / months);
  const rate = annualRatePercent / 1200;
  return Math.round((loanCents * rate) / (1 - (1 + rate) ** -months));
}

/** The month-by-month schedule of a loan; the terms must pass `checkLoanTerms` (it throws otherwise). */
export function loanSchedule(input: LoanTerms): LoanSchedule {
  const checked = checkLoanTerms(input);
  if (!checked.ok) throw new RangeError(`loan terms out of range: ${checked.invalid.join(', ')}`);
  const { price, downPayment, annualRatePercent, termYears, balloonYears } = checked.terms;
  const loanCents = toCents(price) - toCents(downPayment);
  const months = termYears * 12;
  const lastMonth = balloonYears === null ? months : balloonYears * 12;
  const payment = monthlyPaymentCents(loanCents, annualRatePercent, months);
  const interestOn = monthlyInterest(annualRatePercent);
  const rows: ScheduleRow[] = [];
  let balance = loanCents;
  let interestTotal = 0;
  let paidTotal = 0;
  for (let month = 1; month <= lastMonth && balance > 0; month++) {
    const interest = interestOn(balance);
    const principal = month === months ? balance : Math.min(payment - interest, balance);
    balance -= principal;
    interestTotal += interest;
    paidTotal += interest + principal;
    rows.push({ month, payment: toDollars(interest + principal), interest: toDollars(interest), principal: toDollars(principal), balance: toDollars(balance) });
  }
  const balloonCents = balance > 0 ? balance : null;
  return {
    loanAmount: toDollars(loanCents),
    monthlyPayment: toDollars(payment),
    rows,
    totalInterest: toDollars(interestTotal),
    totalPaid: toDollars(paidTotal + (balloonCents ?? 0)),
    balloonPayment: balloonCents === null ? null : toDollars(balloonCents),
    payoffMonth: rows.length,
  };
}

/** Interest and principal paid in each year of the schedule (the balloon itself is not in the principal). */
export function yearlyTotals(schedule: LoanSchedule): YearTotals[] {
  const years: YearTotals[] = [];
  for (const row of schedule.rows) {
    const year = Math.ceil(row.month / 12);
    let current = years.at(-1);
    if (current?.year !== year) {
      current = { year, interest: 0, principal: 0, endBalance: 0 };
      years.push(current);
    }
    current.interest += toCents(row.interest);
    current.principal += toCents(row.principal);
    current.endBalance = toCents(row.balance);
  }
  return years.map((y) => ({ year: y.year, interest: toDollars(y.interest), principal: toDollars(y.principal), endBalance: toDollars(y.endBalance) }));
}

/** A typed amount ("250,000", "$1,500.50", "7.5%") as a number; null when it is not one. */
export function parseAmount(text: string): number | null {
  const bare = text.replace(/[\s,$%]/g, '');
  return /^(\d+\.?\d*|\.\d+)$/.test(bare) ? Number(bare) : null;
}

/** Terms a link may set (`/financing?price=250000&down=25000&rate=8&term=20&balloon=5`); the rest keep their defaults. */
export type CalculatorQuery = Partial<LoanTerms>;

/** The terms a query string sets; a value that is missing, malformed or out of range is left out. */
export function readCalculatorQuery(search: string): CalculatorQuery {
  const params = new URLSearchParams(search);
  const read = (name: string, rule: (value: unknown) => value is number): number | undefined => {
    const value = parseAmount(params.get(name) ?? '');
    return rule(value) ? value : undefined;
  };
  const price = read('price', fieldRules.price);
  const downPayment = read('down', fieldRules.downPayment);
  const annualRatePercent = read('rate', fieldRules.annualRatePercent);
  const termYears = read('term', fieldRules.termYears);
  const balloonYears = read('balloon', balloonRule);
  const query: CalculatorQuery = {};
  if (price !== undefined) query.price = price;
  if (downPayment !== undefined && (price === undefined || downPayment <= price)) query.downPayment = downPayment;
  if (annualRatePercent !== undefined) query.annualRatePercent = annualRatePercent;
  if (termYears !== undefined) query.termYears = termYears;
  if (balloonYears !== undefined && (termYears === undefined || balloonYears < termYears)) query.balloonYears = balloonYears;
  return query;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars and cents as the calculator shows them: `$1,234.56`. */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}
