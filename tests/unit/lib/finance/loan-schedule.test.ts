import { describe, expect, it } from 'vitest';
import { checkLoanTerms, downPaymentFor, formatUsd, loanPresets, loanSchedule, parseAmount, readCalculatorQuery, yearlyTotals, type LoanTerms, type ScheduleRow } from '@/lib/finance/loan-schedule';

// Reference figures come from an independent schedule in Python (decimal and exact fractions, half up to
// the cent for the payment and each month's interest), not from this module.

const terms = (price: number, annualRatePercent: number, termYears: number, extra: Partial<LoanTerms> = {}): LoanTerms => ({
  price, downPayment: 0, annualRatePercent, termYears, balloonYears: null, ...extra,
});

const row = (month: number, payment: number, interest: number, principal: number, balance: number): ScheduleRow => ({ month, payment, interest, principal, balance });

/** Every row adds up: payment = interest + principal, and each balance is the one before less the principal (in cents). */
function expectConsistent(loanAmount: number, rows: readonly ScheduleRow[]) {
  expect(rows.length).toBeGreaterThan(0);
  let balance = Math.round(loanAmount * 100);
  for (const r of rows) {
    for (const value of [r.payment, r.interest, r.principal, r.balance]) expect(Math.round(value * 100) / 100).toBe(value);
    expect(Math.round(r.interest * 100) + Math.round(r.principal * 100)).toBe(Math.round(r.payment * 100));
    balance -= Math.round(r.principal * 100);
    expect(Math.round(r.balance * 100)).toBe(balance);
  }
}

describe('loan schedule against reference schedules', () => {
  it('amortizes $100,000 at 6% over 30 years to the cent', () => {
    const s = loanSchedule(terms(100_000, 6, 30));
    expect(s.loanAmount).toBe(100_000);
    expect(s.monthlyPayment).toBe(599.55);
    expect(s.rows).toHaveLength(360);
    expect(s.rows[0]).toEqual(row(1, 599.55, 500, 99.55, 99_900.45));
    expect(s.rows[1]).toEqual(row(2, 599.55, 499.5, 100.05, 99_800.4));
    expect(s.rows[119]).toEqual(row(120, 599.55, 419.33, 180.22, 83_685.79));
    expect(s.rows[358]).toEqual(row(359, 599.55, 5.95, 593.6, 597.01));
    expect(s.rows[359]).toEqual(row(360, 600, 2.99, 597.01, 0));
    expect(s.totalInterest).toBe(115_838.45);
    expect(s.totalPaid).toBe(215_838.45);
    expect(s.balloonPayment).toBeNull();
    expect(s.payoffMonth).toBe(360);
    expectConsistent(s.loanAmount, s.rows);
  });

  it('rounds an interest of exactly half a cent up', () => {
    // Month 23: $97,691.00 × 0.5% = $488.455.
    const s = loanSchedule(terms(100_000, 6, 30));
    expect(s.rows[21]?.balance).toBe(97_691);
    expect(s.rows[22]).toEqual(row(23, 599.55, 488.46, 111.09, 97_579.91));
  });

  it('rounds half a cent up when the monthly rate does not end (6.25% is 1/192 a month)', () => {
    // Month 171: $177,983.04 / 192 = $926.995 exactly; a rate rounded to any number of digits would give $926.99.
    const s = loanSchedule({ price: 300_000, downPayment: 60_000, annualRatePercent: 6.25, termYears: 30, balloonYears: null });
    expect(s.monthlyPayment).toBe(1477.72);
    expect(s.rows[169]?.balance).toBe(177_983.04);
    expect(s.rows[170]).toEqual(row(171, 1477.72, 927, 550.72, 177_432.32));
    expect(s.rows[359]).toEqual(row(360, 1479.14, 7.66, 1471.48, 0));
    expect(s.totalInterest).toBe(291_980.62);
    expect(s.totalPaid).toBe(531_980.62);
    expectConsistent(s.loanAmount, s.rows);
  });

  it('takes the rate as typed, not its nearest binary value', () => {
    // $420.00 × 7.3% / 12 = 25.55¢ and $60.00 × 4.1% / 12 = 2.05¢, exactly: both round up.
    expect(loanSchedule(terms(420, 7.3, 1)).rows[0]).toEqual(row(1, 36.4, 2.56, 33.84, 386.16));
    expect(loanSchedule(terms(60, 4.1, 1)).rows[0]).toEqual(row(1, 5.11, 0.21, 4.9, 55.1));
  });

  it('computes the payment of other common loans', () => {
    const a = loanSchedule(terms(200_000, 6.5, 30));
    expect(a.monthlyPayment).toBe(1264.14);
    expect(a.rows[0]).toEqual(row(1, 1264.14, 1083.33, 180.81, 199_819.19));
    expect(a.rows[359]).toEqual(row(360, 1259.56, 6.79, 1252.77, 0));
    expect(a.totalInterest).toBe(255_085.82);

    const b = loanSchedule(terms(250_000, 4, 15));
    expect(b.monthlyPayment).toBe(1849.22);
    expect(b.rows[179]).toEqual(row(180, 1849.15, 6.14, 1843.01, 0));
    expect(b.totalInterest).toBe(82_859.53);
    expect(b.totalPaid).toBe(332_859.53);
  });

  it('lends the price less the down payment', () => {
    const s = loanSchedule({ price: 100_000, downPayment: 20_000, annualRatePercent: 7.5, termYears: 20, balloonYears: null });
    expect(s.loanAmount).toBe(80_000);
    expect(s.monthlyPayment).toBe(644.47);
    expect(s.rows[0]).toEqual(row(1, 644.47, 500, 144.47, 79_855.53));
    expect(s.rows[239]).toEqual(row(240, 646.83, 4.02, 642.81, 0));
    expect(s.totalInterest).toBe(74_675.16);
    expect(s.totalPaid).toBe(154_675.16);
  });

  it('matches a one-year schedule row by row', () => {
    const s = loanSchedule(terms(10_000, 12, 1));
    expect(s.rows).toEqual([
      row(1, 888.49, 100, 788.49, 9211.51),
      row(2, 888.49, 92.12, 796.37, 8415.14),
      row(3, 888.49, 84.15, 804.34, 7610.8),
      row(4, 888.49, 76.11, 812.38, 6798.42),
      row(5, 888.49, 67.98, 820.51, 5977.91),
      row(6, 888.49, 59.78, 828.71, 5149.2),
      row(7, 888.49, 51.49, 837, 4312.2),
      row(8, 888.49, 43.12, 845.37, 3466.83),
      row(9, 888.49, 34.67, 853.82, 2613.01),
      row(10, 888.49, 26.13, 862.36, 1750.65),
      row(11, 888.49, 17.51, 870.98, 879.67),
      row(12, 888.47, 8.8, 879.67, 0),
    ]);
    expect(s.totalInterest).toBe(661.86);
    expect(s.totalPaid).toBe(10_661.86);
  });

  it('at 0% rounds the payment up to the cent and lowers the last one', () => {
    const s = loanSchedule(terms(10_000, 0, 3));
    expect(s.monthlyPayment).toBe(277.78);
    expect(s.rows).toHaveLength(36);
    expect(s.rows[0]).toEqual(row(1, 277.78, 0, 277.78, 9722.22));
    expect(s.rows[35]).toEqual(row(36, 277.7, 0, 277.7, 0));
    expect(s.totalInterest).toBe(0);
    expect(s.totalPaid).toBe(10_000);
    expectConsistent(s.loanAmount, s.rows);
  });

  it('stops the schedule when a tiny loan is paid off before its term, the last payment only what is left', () => {
    // $10 over 480 months at 0%: 3¢ a month pays it in month 334, which owes 1¢.
    const s = loanSchedule(terms(10, 0, 40));
    expect(s.monthlyPayment).toBe(0.03);
    expect(s.payoffMonth).toBe(334);
    expect(s.rows.slice(-2)).toEqual([row(333, 0.03, 0, 0.03, 0.01), row(334, 0.01, 0, 0.01, 0)]);
    expect(s.totalPaid).toBe(10);
  });

  it('borrows nothing when the down payment is the whole price', () => {
    const s = loanSchedule({ price: 50_000, downPayment: 50_000, annualRatePercent: 8, termYears: 10, balloonYears: null });
    expect(s).toEqual({ loanAmount: 0, monthlyPayment: 0, rows: [], totalInterest: 0, totalPaid: 0, balloonPayment: null, payoffMonth: 0 });
    expect(yearlyTotals(s)).toEqual([]);
  });
});

describe('balloon loans', () => {
  const balloon = () => loanSchedule(terms(90_000, 9.5, 15, { balloonYears: 5 }));

  it('pays the 15-year amortization for 5 years, then the balance as the balloon', () => {
    const s = balloon();
    expect(s.monthlyPayment).toBe(939.8);
    expect(s.rows).toHaveLength(60);
    expect(s.rows[0]).toEqual(row(1, 939.8, 712.5, 227.3, 89_772.7));
    expect(s.rows[58]).toEqual(row(59, 939.8, 580.69, 359.11, 72_991.16));
    // The last row is the balloon month's regular payment; its balance is the balloon then due.
    expect(s.rows[59]).toEqual(row(60, 939.8, 577.85, 361.95, 72_629.21));
    expect(s.balloonPayment).toBe(72_629.21);
    expect(s.totalInterest).toBe(39_017.21);
    expect(s.totalPaid).toBe(129_017.21);
    expect(s.payoffMonth).toBe(60);
    expectConsistent(s.loanAmount, s.rows);
  });

  it('totals each year, the balloon year ending on the balloon', () => {
    expect(yearlyTotals(balloon())).toEqual([
      { year: 1, interest: 8428.05, principal: 2849.55, endBalance: 87_150.45 },
      { year: 2, interest: 8145.22, principal: 3132.38, endBalance: 84_018.07 },
      expect.objectContaining({ year: 3 }),
      expect.objectContaining({ year: 4 }),
      { year: 5, interest: 7116.96, principal: 4160.64, endBalance: 72_629.21 },
    ]);
  });
});

describe('yearly totals', () => {
  it('add up to the schedule and follow the reference', () => {
    const s = loanSchedule({ price: 100_000, downPayment: 20_000, annualRatePercent: 7.5, termYears: 20, balloonYears: null });
    const years = yearlyTotals(s);
    expect(years).toHaveLength(20);
    expect(years[0]).toEqual({ year: 1, interest: 5939.15, principal: 1794.49, endBalance: 78_205.51 });
    expect(years[1]).toEqual({ year: 2, interest: 5799.83, principal: 1933.81, endBalance: 76_271.7 });
    expect(years[19]).toEqual({ year: 20, interest: 305.4, principal: 7430.6, endBalance: 0 });
    const cents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0);
    expect(cents(years.map((y) => y.interest))).toBe(Math.round(s.totalInterest * 100));
    expect(cents(years.map((y) => y.principal))).toBe(Math.round(s.loanAmount * 100));
  });
});

describe('loan terms check', () => {
  const valid: LoanTerms = { price: 100_000, downPayment: 20_000, annualRatePercent: 7.5, termYears: 20, balloonYears: null };
  /** The fields at fault, alphabetically. */
  const refusedFields = (input: object) => {
    const result = checkLoanTerms({ price: undefined, downPayment: undefined, annualRatePercent: undefined, termYears: undefined, balloonYears: undefined, ...input });
    return result.ok ? [] : [...result.invalid].sort();
  };

  it('accepts typical terms and both presets', () => {
    expect(refusedFields(valid)).toEqual([]);
    for (const preset of Object.values(loanPresets)) {
      const { downPaymentPercent, ...rest } = preset;
      expect(refusedFields({ ...rest, price: 100_000, downPayment: downPaymentFor(100_000, downPaymentPercent) })).toEqual([]);
    }
  });

  it('refuses a down payment above the price', () => {
    expect(refusedFields({ ...valid, downPayment: 100_000.01 })).toEqual(['downPayment']);
    expect(refusedFields({ ...valid, downPayment: 100_000 })).toEqual([]);
  });

  it('refuses a balloon at or after the end of the term', () => {
    expect(refusedFields({ ...valid, balloonYears: 20 })).toEqual(['balloonYears']);
    expect(refusedFields({ ...valid, balloonYears: 25 })).toEqual(['balloonYears']);
    expect(refusedFields({ ...valid, balloonYears: 19 })).toEqual([]);
    expect(refusedFields({ ...valid, balloonYears: 0 })).toEqual(['balloonYears']);
    expect(refusedFields({ ...valid, balloonYears: 2.5 })).toEqual(['balloonYears']);
  });

  it('refuses rates, prices and terms out of range', () => {
    expect(refusedFields({ ...valid, annualRatePercent: -0.5 })).toEqual(['annualRatePercent']);
    expect(refusedFields({ ...valid, annualRatePercent: 30.01 })).toEqual(['annualRatePercent']);
    expect(refusedFields({ ...valid, price: 0.5, downPayment: 0 })).toEqual(['price']);
    expect(refusedFields({ ...valid, price: 1e10 + 1 })).toEqual(['price']);
    expect(refusedFields({ ...valid, price: Number.NaN })).toEqual(['price']);
    expect(refusedFields({ ...valid, termYears: 41 })).toEqual(['termYears']);
    expect(refusedFields({ ...valid, termYears: 0 })).toEqual(['termYears']);
    expect(refusedFields({ ...valid, termYears: 12.5 })).toEqual(['termYears']);
  });

  it('checks the down payment against the price even while another field is wrong', () => {
    expect(refusedFields({ ...valid, downPayment: 200_000, annualRatePercent: 40 })).toEqual(['annualRatePercent', 'downPayment']);
    expect(refusedFields({ ...valid, downPayment: 200_000, annualRatePercent: null })).toEqual(['annualRatePercent', 'downPayment']);
    expect(refusedFields({ ...valid, balloonYears: 30, price: null })).toEqual(['balloonYears', 'price']);
  });

  it('blames only the price when the price itself is wrong', () => {
    expect(refusedFields({ ...valid, price: 0.5 })).toEqual(['price']);
    expect(refusedFields({ ...valid, price: 2e10, downPayment: 1.5e10 })).toEqual(['downPayment', 'price']);
  });

  it('is what loanSchedule enforces', () => {
    expect(() => loanSchedule({ ...valid, downPayment: 200_000 })).toThrow();
  });
});

describe('presets', () => {
  it('hold typical bank and owner-finance terms', () => {
    expect(loanPresets.bank).toEqual({ downPaymentPercent: 20, annualRatePercent: 7.5, termYears: 20, balloonYears: null });
    expect(loanPresets.ownerFinance).toEqual({ downPaymentPercent: 10, annualRatePercent: 9.5, termYears: 15, balloonYears: 5 });
  });

  it('put the down payment to the cent', () => {
    expect(downPaymentFor(250_000, 20)).toBe(50_000);
    expect(downPaymentFor(12_345.67, 10)).toBe(1234.57);
  });
});

describe('calculator query', () => {
  it('reads the terms a listing links with', () => {
    expect(readCalculatorQuery('?fcid=7&price=250000')).toEqual({ price: 250_000 });
    expect(readCalculatorQuery('price=250000&down=25000&rate=8.25&term=30&balloon=7')).toEqual({
      price: 250_000, downPayment: 25_000, annualRatePercent: 8.25, termYears: 30, balloonYears: 7,
    });
    expect(readCalculatorQuery('?price=%24250%2C000')).toEqual({ price: 250_000 });
  });

  it('ignores garbage and values out of range, keeping the rest', () => {
    expect(readCalculatorQuery('')).toEqual({});
    expect(readCalculatorQuery('?price=abc&down=-5&rate=31&term=20.5&balloon=x')).toEqual({});
    expect(readCalculatorQuery('?price=0&rate=NaN&term=41&balloon=0')).toEqual({});
    expect(readCalculatorQuery('?price=1e6&rate=Infinity&term=')).toEqual({});
    expect(readCalculatorQuery('?price=100000&down=150000&rate=6')).toEqual({ price: 100_000, annualRatePercent: 6 });
    expect(readCalculatorQuery('?term=10&balloon=10')).toEqual({ termYears: 10 });
    expect(readCalculatorQuery('?price=<script>&rate=5')).toEqual({ annualRatePercent: 5 });
  });
});

describe('amounts', () => {
  it('parse as typed, with or without dollar signs, commas and percent', () => {
    expect(parseAmount('250,000')).toBe(250_000);
    expect(parseAmount(' $1,500.50 ')).toBe(1500.5);
    expect(parseAmount('7.5%')).toBe(7.5);
    expect(parseAmount('.5')).toBe(0.5);
    for (const bad of ['', '.', '-1', '1e3', '1.2.3', 'abc', 'Infinity']) expect(parseAmount(bad)).toBeNull();
  });

  it('format as dollars and cents', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(72_629.21)).toBe('$72,629.21');
  });
});
