import { readFileSync } from 'node:fs';
import path from 'node:path';
import { notFound } from 'next/navigation';
import { Fragment, createElement } from 'react';

// A page of a real page's size (README.md, "A page of the same size"): the element tree that
// `npm run bench:http -- --cold` took from the real page of that kind (BARE_PAGE_TREES/<page>.json,
// [tag, props, children] nodes), drawn as server elements. ISR as the other page; the path's words in
// a heading make each URL's page its own.
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const trees = new Map();
function loadTree(page) {
  if (!trees.has(page)) {
    const file = path.join(process.env.BARE_PAGE_TREES ?? '', `${page.replace(/[^a-z]/g, '')}.json`);
    trees.set(page, JSON.parse(readFileSync(file, 'utf8')));
  }
  return trees.get(page);
}

const voidTags = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function draw(node) {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  return voidTags.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children.map(draw));
}

export default async function Page({ params }) {
  const { brand, page, slug } = await params;
  let tree;
  try {
    tree = loadTree(page);
  } catch {
    notFound();
  }
  return (
    <>
      <h1 hidden>{brand}: {slug.join(' / ')}</h1>
      {createElement(Fragment, null, ...tree.map(draw))}
    </>
  );
}
