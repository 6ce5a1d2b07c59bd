import { axeViolations } from './axe';
import { expect, test } from './fixtures';

// The accessibility checks of every other spec pass when axeViolations returns nothing: this one shows it
// finds violations, names every element of each, and keeps to the rules asked for.

const brokenPage = `<!doctype html><html lang="en"><head><title>Broken</title></head><body>
<main>
  <h1>Broken on purpose</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10" id="first">
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10" id="second">
  <button type="button" id="empty"></button>
</main>
<p id="outside">Outside every landmark</p>
</body></html>`;

test.describe('axe in the suite @shared', () => {
  test('reports each violated rule with every element it names, WCAG A and AA unless asked for more', async ({ page }) => {
    await page.setContent(brokenPage);
    expect(await axeViolations(page)).toEqual(['button-name: #empty', 'image-alt: #first, #second']);
    // `region` (content outside landmarks) is a best-practice rule: only with rules: 'all'.
    expect(await axeViolations(page, { rules: 'all' })).toContain('region: #outside');
    expect(await axeViolations(page, { include: 'main', exclude: '#empty' })).toEqual(['image-alt: #first, #second']);
  });
});
