import { z } from 'zod';

// What the finance page shows of a finance company (SPEC §7 financeCenterFullInfo) and of the lenders
// that serve a place (financeByLocationData), in the shape the browser receives. Browser-safe.

/** SPEC §3 finance-center location scope; `unset` is a center that is listed nowhere. */
export const financeScopes = ['unset', 'state', 'region', 'county', 'default'] as const;
export type FinanceScope = (typeof financeScopes)[number];

/** The location types financeByLocationData is asked for: a scope a place can have. */
export const financeLocationTypes = ['state', 'region', 'county', 'default'] as const;
export type FinanceLocationType = (typeof financeLocationTypes)[number];

/** One loan a finance company offers, as stored in finance_centers.loan_programs. */
export const loanProgramSchema = z.strictObject({
  name: z.string().min(1).max(100),
  summary: z.string().max(300),
  /** Lowest rate, percent a year. */
  rateFrom: z.number().min(0).max(30),
  termYearsMax: z.int().min(1).max(40),
  /** Least down payment, percent of the price. */
  downPaymentMin: z.number().min(0).max(100),
});
export type LoanProgram = z.infer<typeof loanProgramSchema>;
export const loanProgramsSchema = z.array(loanProgramSchema).max(20);

/** A lender in a list: enough to choose one and contact it. */
export interface LenderSummary {
  id: number;
  name: string;
  scope: FinanceScope;
  headline: string | null;
  phone: string | null;
  websiteUrl: string | null;
  /** The place it serves in words ("Texas", "Hill Country, TX", "Llano County, TX"), null for everywhere. */
  serves: string | null;
}

/** SPEC §7 financeCenterFullInfo: the company's whole content for its finance page. */
export interface FinanceCenterInfo extends LenderSummary {
  description: string | null;
  contactName: string | null;
  /** Whether the contact form can reach it (it has an address to mail leads to). */
  takesLeads: boolean;
  loanPrograms: LoanProgram[];
}

/** SPEC §7 financeByLocationData: the lenders for a place, the most local first. */
export interface FinanceByLocation {
  locationType: FinanceLocationType;
  stateId: number;
  ids: number[];
  lenders: LenderSummary[];
}
