/** The tour's page, shown once the demo's own texts are in (the app's route loader adds the texts beyond /login). */
import { lazy } from 'react';
import { loadDemoTexts } from './demoTexts';

const Tour = lazy(() => Promise.all([import('./TourPage'), loadDemoTexts()]).then(([m]) => m));

export default function TourRoute() {
  return <Tour />;
}
