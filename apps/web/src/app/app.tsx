import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AlertsProvider } from "../components/alerts/alerts-provider";
import { ReconfirmProvider } from "../components/reconfirm/reconfirm-provider";
import { i18n } from "../lib/i18n";
import { createQueryClient } from "../lib/query-client";
import { routes } from "./routes";

/** The app's router: main.tsx waits for its first page (code and words) before the first render. */
export const router = createBrowserRouter(routes);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AlertsProvider>
          <ReconfirmProvider>
            <RouterProvider router={router} />
          </ReconfirmProvider>
        </AlertsProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
