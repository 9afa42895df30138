import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, addCatalog, i18n, initialLanguage } from '../i18n/i18n';
import { staffCatalog } from './staff-catalog';
import { staffQueryClient } from './staff-queries';
import { staffRouter } from './staff-router';
import { startStaffSession } from './staff-session';
import { trackStaffPageTitles } from './page-title';
import './staff.css';

/**
 * The staff console's start (issue 27 §2), imported by main.tsx for /staff addresses instead of
 * the portal's: its own session, router, query cache and messages. Nothing here is imported by
 * the installer's pages.
 */
async function bootConsole(): Promise<void> {
  startStaffSession(() => {
    staffQueryClient.clear();
    void staffRouter.navigate({ href: '/staff/login', replace: true });
  });
  await activateLanguage(initialLanguage());
  await addCatalog(staffCatalog);
  trackStaffPageTitles(staffRouter);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={staffQueryClient}>
          <RouterProvider router={staffRouter} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void bootConsole();
