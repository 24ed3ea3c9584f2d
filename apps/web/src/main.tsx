import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM build of RouterProvider, as React Router recommends for browsers.
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import './index.css';
import { trackInputModality } from './lib/input-modality';

trackInputModality();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
