import { z } from 'zod';

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

const priceField = z.number().min(1).max(1e10);
const downPaymentField = z.number().min(0).max(1e10);
const rateField = z.number().min(0).max(30);
const termYearsField = z.number().int().min(1).max(40);
const balloonYearsField = z.number().int().min(1).max(39);

const untouched = (...fields: string[]) => (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));

export const loanTermsSchema = z
  .object({
    price: priceField,
    downPayment: downPaymentField,
    annualRatePercent: rateField,
    termYears: termYearsField,
    balloonYears: balloonYearsField.nullable(),
  })
  // `when`: each cross-field rule is checked as soon as its own fields are valid, whatever the others hold.
  .refine((terms) => terms.downPayment <= terms.price, {
    path: ['downPayment'],
    message: 'The down payment cannot be more than the price.',
    when: untouched('price', 'downPayment'),
  })
  .refine((terms) => terms.balloonYears === null || terms.balloonYears < terms.termYears, {
    path: ['balloonYears'],
    message: 'The balloon must fall before the end of the term.',
    when: untouched('termYears', 'balloonYears'),
  });

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

/** The month-by-month schedule of a loan; the terms must pass `loanTermsSchema` (it throws otherwise). */
export function loanSchedule(terms: LoanTerms): LoanSchedule {
  const { price, downPayment, annualRatePercent, termYears, balloonYears } = loanTermsSchema.parse(terms);
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
  const read = (name: string, field: z.ZodNumber): number | undefined => {
    const parsed = field.safeParse(parseAmount(params.get(name) ?? ''));
    return parsed.success ? parsed.data : undefined;
  };
  const price = read('price', priceField);
  const downPayment = read('down', downPaymentField);
  const annualRatePercent = read('rate', rateField);
  const termYears = read('term', termYearsField);
  const balloonYears = read('balloon', balloonYearsField);
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
