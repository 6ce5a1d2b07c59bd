import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { minimalPdf, phonePhoto } from '../support/upload-files';
import { expect, type BrandKey } from './fixtures';
import { axeViolations } from './axe';

// The add-listing wizard as a seller fills it in (docs/seller-workspace.md), for the workspace's tests.

export const addListingPath: Record<BrandKey, string> = { land: '/addlisting/', farm: '/addlisting/', rec: '/add-listing' };

/** Four more photos beside the phone's: a PNG, a WebP and two JPEGs, each a different colour. */
async function photos(): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const plain = (colour: string) => sharp({ create: { width: 900, height: 600, channels: 3, background: colour } });
  return [
    { name: 'gate.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() },
    { name: 'pasture.png', mimeType: 'image/png', buffer: await plain('#5a8f3c').png().toBuffer() },
    { name: 'creek.webp', mimeType: 'image/webp', buffer: await plain('#3c6e8f').webp().toBuffer() },
    { name: 'barn.jpg', mimeType: 'image/jpeg', buffer: await plain('#8f3c3c').jpeg().toBuffer() },
    { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: await plain('#d38f2c').jpeg().toBuffer() },
  ];
}

/**
 * From the first step of a new draft to "Your listing is live.": a Llano County ranch at $485,000 on 132
 * acres with owner financing, five photos (one from a phone: rotated, with GPS), a PDF and a video link.
 * On the way it checks a refused title, the steps' row on a phone and the media step's accessibility.
 */
export async function fillAndPublish(page: Page, title: string): Promise<void> {
  // Location: state, county, and the pin by its coordinates (the map takes a click as well).
  await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await expect(page.getByLabel('County')).toContainText('Llano County');
  await page.getByLabel('County').selectOption({ label: 'Llano County' });
  await expect(page.getByTestId('pin-picker')).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
  await page.getByLabel('Latitude').fill('30.7057');
  await page.getByLabel('Longitude').fill('-98.6841');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Price and size' })).toBeVisible();
  // The steps run in a row on a phone: it scrolls inside itself, the page never sideways.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (desktop) await page.setViewportSize(desktop);
  await page.getByLabel('Price (USD)').fill('485,000');
  await page.getByLabel('Acres').fill('132');
  await page.getByRole('checkbox', { name: /^Ranch/ }).check();
  await page.getByRole('checkbox', { name: /^Hunting/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
  await page.getByLabel('Owner financing offered').check();
  await page.getByLabel('Financing terms').fill('10% down, 7% over 15 years');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await page.getByLabel('Listing title').fill('<b>Ranch</b>');
  await page.getByRole('textbox', { name: 'Description' }).fill('Rolling Hill Country ranch with live oaks, a seasonal creek, deer and turkey, and county road frontage.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#listing-title-error')).not.toBeEmpty();
  await page.getByLabel('Listing title').fill(title);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Photos and media' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('choose photos').setInputFiles(await photos());
  await expect(page.getByTestId('uploaded-photo')).toHaveCount(5, { timeout: 30_000 });
  await page.getByLabel('Describe photo 1').fill('The front gate');
  await page.getByLabel('Add PDFs').setInputFiles({ name: 'survey.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(page.getByLabel('Title of document 1')).toHaveValue('survey');
  await page.getByLabel('Video link (YouTube or Vimeo)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Review your listing' })).toBeVisible();
  await expect(page.getByText('$485,000')).toBeVisible();
  await expect(page.getByText('5 photos')).toBeVisible();
  await page.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page.getByRole('heading', { name: 'Your listing is live.' })).toBeVisible();
}
