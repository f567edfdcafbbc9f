// before the funnel loads, if the platform already knows the answer
window.funnelConsent = { analytics: true, marketing: false };
// on every change
window.dispatchEvent(new CustomEvent('funnel:consent', { detail: { analytics: true, marketing: true } }));
