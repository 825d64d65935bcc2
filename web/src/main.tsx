import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import App from "@web/App";
import "@web/index.css";

// The first render as a transition: React renders it in slices, yielding to the browser every few
// milliseconds, instead of one long task that holds a phone's main thread (Lighthouse's total
// blocking time) while the page's data and chunks arrive.
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
