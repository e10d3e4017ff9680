import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:kuza-gql/';
const RESOLVED = '\0kuza-gql:';

/**
 * Replaces each `graphql(`...`)` call with an import of that one document, so a chunk carries only the
 * operations it uses instead of the client preset's map of every document (what the codegen babel/swc plugins
 * do, without another dependency). Each document is its own virtual module holding the document object copied
 * from the generated `src/gql/graphql.ts`: were they imported from that one file, the bundler would put every
 * document of the app into one chunk shared by all screens, including the landing page.
 * Calls it cannot map are left as they are and still work through the map.
 */
export function graphqlDocuments(generatedFile: string): Plugin {
  let documents: { exportsByName: Map<string, string>; objects: Map<string, string> } | undefined;

  function load() {
    // Generated documents are one line each: `export const MeDocument = {..."value":"Me"...} as unknown as DocumentNode<...>;`.
    const source = readFileSync(generatedFile, 'utf8');
    const pattern =
      /export const (\w+) = \{"kind":"Document","definitions":\[\{"kind":"(?:Operation|Fragment)Definition",(?:"operation":"\w+",)?"name":\{"kind":"Name","value":"(\w+)"\}/g;
    const exportsByName = new Map([...source.matchAll(pattern)].map(([, exported, name]) => [name, exported]));
    const objects = new Map(
      [...source.matchAll(/^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm)].map(
        ([, exported, json]) => [exported, json],
      ),
    );
    return { exportsByName, objects };
  }

  return {
    name: 'kuza-graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
    },
    handleHotUpdate({ file }) {
      if (file === generatedFile) documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      documents ??= load();
      const json = documents.objects.get(id.slice(RESOLVED.length));
      return json ? `export default ${json};\n` : null;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(`')) return null;
      documents ??= load();
      const { exportsByName, objects } = documents;
      const imports = new Map<string, string>();
      const replaced = code.replace(/\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g, (call, body: string) => {
        const name = /^\s*(?:#[^\n]*\n\s*)*(?:query|mutation|subscription|fragment)\s+(\w+)/.exec(body)?.[1];
        const exported = name ? exportsByName.get(name) : undefined;
        if (!exported || !objects.has(exported)) return call;
        imports.set(exported, `__gql_${exported}`);
        return `__gql_${exported}`;
      });
      if (imports.size === 0) return null;
      const importLines = [...imports].map(([from, to]) => `import ${to} from '${VIRTUAL}${from}';\n`).join('');
      const stillUsesMap = /\bgraphql\(/.test(replaced);
      const withoutMapImport = stillUsesMap
        ? replaced
        : replaced.replace(/^import \{ graphql \} from '@\/gql';\n/m, '');
      return { code: importLines + withoutMapImport, map: null };
    },
  };
}
