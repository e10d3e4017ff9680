import './setup-monaco-workers';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import { fetcher } from './fetcher';
import './graphiql.css';

// Empty until a developer pastes {"Authorization": "Bearer ..."}: a placeholder token would be refused.
const DEFAULT_HEADERS = '{}';

const DEFAULT_QUERY = `# Kuza GraphQL playground.
#
# Signed in as someone? Put this in the Headers tab below:
#   {"Authorization": "Bearer <access token or API key>"}
# Run with Ctrl/Cmd+Enter. Subscriptions run over WebSocket with the same header.
query Me {
  me {
    id
    email
    username
    roles
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      defaultHeaders={DEFAULT_HEADERS}
      isHeadersEditorEnabled
      defaultEditorToolsVisibility="headers"
    />
  </StrictMode>,
);
