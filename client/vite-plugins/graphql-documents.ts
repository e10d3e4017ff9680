import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Replaces each `graphql(`...`)` call with an import of that one document from the generated
 * `src/gql/graphql.ts`, so a chunk carries only the operations it uses instead of the client
 * preset's map of every document (what the codegen babel/swc plugins do, without another dependency).
 * Calls it cannot map are left as they are and still work through the map.
 */
export function graphqlDocuments(generatedFile: string): Plugin {
  let exportsByName: Map<string, string> | undefined;

  function load(): Map<string, string> {
    // Generated documents start with their first definition's name: `export const MeDocument = {..."value":"Me"}`.
    const source = readFileSync(generatedFile, 'utf8');
    const pattern = /export const (\w+) = \{"kind":"Document","definitions":\[\{"kind":"(?:Operation|Fragment)Definition",(?:"operation":"\w+",)?"name":\{"kind":"Name","value":"(\w+)"\}/g;
    return new Map([...source.matchAll(pattern)].map(([, exported, name]) => [name, exported]));
  }

  return {
    name: 'kuza-graphql-documents',
    enforce: 'pre',
    buildStart() {
      exportsByName = undefined;
    },
    handleHotUpdate({ file }) {
      if (file === generatedFile) exportsByName = undefined;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(`')) return null;
      exportsByName ??= load();
      const imports = new Map<string, string>();
      const replaced = code.replace(/\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g, (call, body: string) => {
        const name = /^\s*(?:#[^\n]*\n\s*)*(?:query|mutation|subscription|fragment)\s+(\w+)/.exec(body)?.[1];
        const exported = name ? exportsByName?.get(name) : undefined;
        if (!exported) return call;
        imports.set(exported, `__gql_${exported}`);
        return `__gql_${exported}`;
      });
      if (imports.size === 0) return null;
      const importLine = `import { ${[...imports].map(([from, to]) => `${from} as ${to}`).join(', ')} } from '@/gql/graphql';\n`;
      const stillUsesMap = /\bgraphql\(/.test(replaced);
      const withoutMapImport = stillUsesMap ? replaced : replaced.replace(/^import \{ graphql \} from '@\/gql';\n/m, '');
      return { code: importLine + withoutMapImport, map: null };
    },
  };
}
