// The console's entry: the app shell with its client; each view's code is in src/views.
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { consoleClient } from './client.js';
import { App } from './app.js';
import './styles.css';

const client = consoleClient();
createRoot(document.getElementById('root')!).render(
  <ApolloProvider client={client}>
    <App client={client} />
  </ApolloProvider>,
);
