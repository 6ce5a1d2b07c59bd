import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { SiteBrand } from '@/lib/brand';
import { linkTarget } from '@/lib/content-pages/links';

const link = 'font-semibold text-primary underline underline-offset-2 hover:no-underline';

/**
 * A brand's page of text from its Markdown (docs/content-pages.md), rendered on the server: headings,
 * paragraphs, lists, tables, links. Raw HTML in the file is dropped, not rendered; a link goes out only
 * when it is one of ours (`route:<name>`) or https, mailto or tel; any other is its words alone.
 */
export function MarkdownText({ brand, source }: { brand: SiteBrand; source: string }) {
  const components: Components = {
    h1: ({ children }) => <h2 className="mt-8 text-2xl font-bold">{children}</h2>,
    h2: ({ children }) => <h2 className="mt-8 text-xl font-bold">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-6 text-lg font-semibold">{children}</h3>,
    h4: ({ children }) => <h4 className="mt-4 font-semibold">{children}</h4>,
    p: ({ children }) => <p className="mt-3 leading-relaxed">{children}</p>,
    ul: ({ children }) => <ul className="mt-3 list-disc space-y-1 pl-6">{children}</ul>,
    ol: ({ children }) => <ol className="mt-3 list-decimal space-y-1 pl-6">{children}</ol>,
    blockquote: ({ children }) => <blockquote className="mt-3 border-l-4 border-line pl-4 text-muted">{children}</blockquote>,
    table: ({ children }) => <div className="mt-4 overflow-x-auto"><table className="w-full min-w-[28rem] border-collapse text-left text-sm">{children}</table></div>,
    th: ({ children }) => <th scope="col" className="border-b border-line p-2 font-semibold">{children}</th>,
    td: ({ children }) => <td className="border-b border-line p-2 align-top">{children}</td>,
    hr: () => <hr className="my-6 border-line" />,
    img: () => null,
    a: ({ href, children }) => {
      const target = linkTarget(brand, href ?? '');
      if (!target.ok) return <>{children}</>;
      return target.external
        ? <a href={target.href} className={link} rel="noopener noreferrer">{children}</a>
        : <a href={target.href} className={link}>{children}</a>;
    },
  };
  // urlTransform passes the href through: linkTarget above decides what is a link.
  return (
    <div className="text-ink">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components} urlTransform={(url) => url}>{source}</Markdown>
    </div>
  );
}
