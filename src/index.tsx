import { createRoot } from 'react-dom/client';

// Placeholder mount until the composition root lands (issue: Spanish funnel).
const container = document.getElementById('root');
if (!container) throw new Error('Root container not found in the DOM');
createRoot(container).render(<main><h1>Loan application</h1></main>);
