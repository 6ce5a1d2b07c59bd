// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithBrand } from '../components/render-with-brand';
import { setRootBrand } from '../next-root-params';

setRootBrand('land');
const { default: ErrorRoutePage } = await import('@/app/[brand]/error-page/[[...path]]/page');

afterEach(cleanup);

const SERVER_ERROR = 'An error has occurred, website engineers have been notified';
const LAND_NOT_FOUND = 'You went off the grid! Let’s get you back on the map';

describe('error route page', () => {
  it.each([
    [{}, SERVER_ERROR],
    [{ code: '500' }, SERVER_ERROR],
    [{ code: '-1' }, SERVER_ERROR],
    [{ code: ['500', '404'] }, SERVER_ERROR],
    [{ code: '404', eurl: '/x/' }, LAND_NOT_FOUND],
    [{ code: '403' }, LAND_NOT_FOUND],
    [{ code: 'abc' }, LAND_NOT_FOUND],
  ])('with query %j shows the right SPEC §2.7 text', async (query, text) => {
    const page = await ErrorRoutePage({ searchParams: Promise.resolve(query) });
    renderWithBrand('land', page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
  });
});
