import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AlertsProvider } from "../components/alerts/alerts-provider";
import { ReconfirmProvider } from "../components/reconfirm/reconfirm-provider";
import { createQueryClient } from "../lib/query-client";
import { routes } from "./routes";

const router = createBrowserRouter(routes);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <ReconfirmProvider>
          <RouterProvider router={router} />
        </ReconfirmProvider>
      </AlertsProvider>
    </QueryClientProvider>
  );
}
