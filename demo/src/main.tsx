// Entry point of the demo site.
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createDemoStore } from './store';
// The package's stylesheet, then the demo's own (which restyles some of it).
import '@example/volto-socialmedia/styles.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App store={createDemoStore()} />);
