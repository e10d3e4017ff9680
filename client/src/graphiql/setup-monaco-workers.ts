// GraphiQL 5 edits with Monaco, which runs language services in web workers. Importing them with
// Vite's `?worker` suffix from our own source (not from inside a pre-bundled dependency) lets Vite
// bundle each worker as its own file, in dev and in the build.
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

window.MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
