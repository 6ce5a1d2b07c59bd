// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LoanCalculator } from '@/components/finance/loan-calculator';
import { renderWithBrand } from '../render-with-brand';

// Payments are those of an independent reference schedule (see tests/unit/lib/finance/loan-schedule.test.ts).

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** The figure shown under a result's label (`<dt>`), e.g. "Monthly payment". */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const field = (label: RegExp) => screen.getByLabelText(label);

describe('land-loan calculator', () => {
  it('starts on bank terms for the listing price and shows their payment', async () => {
    renderWithBrand('land', <LoanCalculator initialPrice={100_000} />);
    expect(screen.getByRole('region', { name: 'Land loan calculator' })).toHaveAttribute('id', 'loan-calculator');
    expect(field(/Purchase price/)).toHaveValue('100000');
    expect(field(/Down payment/)).toHaveValue('20000');
    expect(field(/Down payment/)).toHaveAccessibleDescription('20% of the price');
    expect(field(/Interest rate/)).toHaveValue('7.5');
    expect(field(/Loan term/)).toHaveValue('20');
    expect(field(/Balloon payment/)).toHaveValue('');
    expect(figure('Monthly payment')).toBe('$644.47');
    expect(figure('Loan amount')).toBe('$80,000.00');
    expect(figure('Total interest')).toBe('$74,675.16');
    expect(figure('Total paid after the down payment')).toBe('$154,675.16');
    expect(screen.queryByText('Balloon payment', { selector: 'dt' })).toBeNull();
    expect(screen.getByRole('img', { name: /principal \$1,794\.49 in year 1 and \$7,430\.60 in year 20/ })).toBeInTheDocument();
  });

  it('updates the payment as new terms are typed', async () => {
    const user = userEvent.setup();
    renderWithBrand('land', <LoanCalculator initialPrice={100_000} />);
    await user.clear(field(/Purchase price/));
    await user.type(field(/Purchase price/), '300,000');
    await user.clear(field(/Down payment/));
    await user.type(field(/Down payment/), '60000');
    await user.clear(field(/Interest rate/));
    await user.type(field(/Interest rate/), '6.25');
    await user.selectOptions(field(/Loan term/), '30');
    expect(figure('Monthly payment')).toBe('$1,477.72');
    expect(figure('Loan amount')).toBe('$240,000.00');
    expect(figure('Total interest')).toBe('$291,980.62');
  });

  it('fills owner-finance terms and shows the balloon due after five years', async () => {
    const user = userEvent.setup();
    renderWithBrand('land', <LoanCalculator initialPrice={100_000} />);
    await user.click(screen.getByRole('button', { name: 'Owner-finance terms' }));
    expect(field(/Down payment/)).toHaveValue('10000');
    expect(field(/Interest rate/)).toHaveValue('9.5');
    expect(field(/Loan term/)).toHaveValue('15');
    expect(field(/Balloon payment/)).toHaveValue('5');
    expect(figure('Monthly payment')).toBe('$939.80');
    const balloon = screen.getByText('Balloon payment', { selector: 'dt' }).parentElement;
    expect(balloon).not.toBeNull();
    expect(within(balloon as HTMLElement).getByText('$72,629.21')).toBeInTheDocument();
    expect(within(balloon as HTMLElement).getByText('due after 5 years')).toBeInTheDocument();
    expect(figure('Total paid after the down payment')).toBe('$129,017.21');

    await user.click(screen.getByRole('button', { name: 'Bank loan terms' }));
    expect(field(/Down payment/)).toHaveValue('20000');
    expect(field(/Balloon payment/)).toHaveValue('');
    expect(figure('Monthly payment')).toBe('$644.47');
  });

  it('drops a balloon the shorter term no longer leaves room for', async () => {
    const user = userEvent.setup();
    renderWithBrand('land', <LoanCalculator initialPrice={100_000} />);
    await user.click(screen.getByRole('button', { name: 'Owner-finance terms' }));
    await user.selectOptions(field(/Loan term/), '5');
    expect(field(/Balloon payment/)).toHaveValue('');
    expect(within(field(/Balloon payment/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['No balloon', 'After 1 year', 'After 2 years', 'After 3 years', 'After 4 years']);
  });

  it('shows an error on a down payment above the price, and no result', async () => {
    const user = userEvent.setup();
    renderWithBrand('land', <LoanCalculator initialPrice={100_000} />);
    const down = field(/Down payment/);
    await user.clear(down);
    await user.type(down, '150000');
    expect(down).toHaveAttribute('aria-invalid', 'true');
    expect(down).toHaveAccessibleDescription('Enter a down payment from $0 up to the price.');
    expect(screen.queryByText('Monthly payment', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Correct the highlighted fields to see the payment.')).toBeInTheDocument();
    expect(field(/Purchase price/)).not.toHaveAttribute('aria-invalid');

    await user.clear(down);
    await user.type(down, '25000');
    expect(down).not.toHaveAttribute('aria-invalid');
    expect(figure('Loan amount')).toBe('$75,000.00');
  });

  it('refuses a price that is not a number', async () => {
    const user = userEvent.setup();
    renderWithBrand('land', <LoanCalculator initialPrice={100_000} />);
    await user.clear(field(/Purchase price/));
    await user.type(field(/Purchase price/), '12a');
    expect(field(/Purchase price/)).toHaveAccessibleDescription('Enter a price from $1 to $10,000,000,000.');
    expect(screen.queryByText('Monthly payment', { selector: 'dt' })).toBeNull();
  });

  it('takes the price from a listing link', async () => {
    window.history.replaceState(null, '', '/financing?fcid=7&price=250000#loan-calculator');
    renderWithBrand('land', <LoanCalculator />);
    expect(await screen.findByDisplayValue('250000')).toBe(field(/Purchase price/));
    expect(field(/Down payment/)).toHaveValue('50000');
    expect(figure('Monthly payment')).toBe('$1,611.19');
  });

  it('ignores a link whose terms are garbage', async () => {
    window.history.replaceState(null, '', '/financing?price=lots&rate=99');
    renderWithBrand('land', <LoanCalculator initialPrice={100_000} />);
    expect(field(/Purchase price/)).toHaveValue('100000');
    expect(field(/Interest rate/)).toHaveValue('7.5');
    expect(figure('Monthly payment')).toBe('$644.47');
  });

  it('opens a year of the schedule onto its twelve months', async () => {
    const user = userEvent.setup();
    renderWithBrand('land', <LoanCalculator initialPrice={100_000} />);
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByText('Year 1', { selector: 'summary *' }));
    const months = await screen.findByRole('table', { name: 'Year 1 by month' });
    const rows = within(months).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]?.textContent).toBe('1$644.47$144.47$500.00$79,855.53');
  });
});
