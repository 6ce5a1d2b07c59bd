// One ISR page per path: rendered on its first request, then served from Next's cache, as the real
// app's public pages are. 24 list items stand for a page of results.
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export default async function Page({ params }) {
  const { brand, slug = [] } = await params;
  const items = Array.from({ length: 24 }, (_, i) => ({ id: i + 1, title: `${brand} item ${i + 1} of ${slug.join('/') || 'home'}` }));
  return (
    <main>
      <h1>{brand}: {slug.join(' / ') || 'home'}</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`/${item.id}`}>{item.title}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
