import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

// Sitemap XML checked by xmllint (compiled to WebAssembly) against the sitemaps.org schemas: the urlset
// schema the `sitemap` package ships, and the index's (tests/support/sitemap-index.xsd).

const urlsetSchema = fs.readFileSync(path.join(process.cwd(), 'node_modules', 'sitemap', 'schema', 'sitemap.xsd'), 'utf8');
const indexSchema = fs.readFileSync(path.join(import.meta.dirname, 'sitemap-index.xsd'), 'utf8');

/** xmllint's complaints about `xml` as a urlset or a sitemap index; empty when it is valid. */
export async function sitemapSchemaErrors(xml: string, kind: 'urlset' | 'index'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'schema.xsd', contents: kind === 'urlset' ? urlsetSchema : indexSchema }],
    initialMemoryPages: 512,
    maxMemoryPages: 4096,
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
