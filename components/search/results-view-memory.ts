/** The phone's two ways to show results. */
export type ResultsView = 'list' | 'map';

/**
 * The phone's List/Map choice, kept across the client navigations of one visit: every search change (a
 * cluster tap, a map move, sort, page) renders a new page, and a visitor in Map view stays in it. A full
 * page load starts in List view, as the server renders it.
 */
let kept: ResultsView = 'list';

export const keptResultsView = (): ResultsView => kept;

export function keepResultsView(view: ResultsView): void {
  kept = view;
}
