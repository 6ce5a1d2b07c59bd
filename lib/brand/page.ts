// The page face of lib/brand: the brand of the page being rendered, read from Next's `[brand]` root
// segment. Pages, layouts and the components they render on the server only: it needs Next's request
// context, so the job worker and scripts (which import './server') never load it.
export { pageBrand } from './page-brand';
