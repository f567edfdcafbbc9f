const funnel = document.getElementById('funnel');            // <iframe id="funnel" src="https://apply.example/application-frontend/">
const FUNNEL_ORIGIN = 'https://apply.example';
addEventListener('message', (event) => {
  if (event.origin !== FUNNEL_ORIGIN || event.data?.type !== 'FORM_HEIGHT') return;
  funnel.style.height = `${event.data.height}px`;
  // The first height means the funnel is listening: colours can be sent from now on.
  funnel.contentWindow.postMessage({ type: 'UI_COLORS', colors: { primary: '#0b5fff', 'footer-background': 'rgb(240, 240, 240)' } }, FUNNEL_ORIGIN);
});
